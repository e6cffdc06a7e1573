import { once } from 'node:events'
import { createServer, type Server, type ServerResponse } from 'node:http'
import { connect } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { SseWriter } from './sse-writer.ts'

let server: Server | undefined

afterEach(async () => {
  server?.closeAllConnections()
  await new Promise((resolve) => server?.close(resolve))
  server = undefined
})

/** A loopback server whose one response is handed to `respond`; resolves with its port. */
async function serve(respond: (res: ServerResponse) => void): Promise<number> {
  server = createServer((_req, res) => respond(res))
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  const address = server.address()
  if (typeof address !== 'object' || !address) throw new Error('no address')
  return address.port
}

/** The first chunk of bytes a raw client receives for GET /. */
async function firstChunk(port: number): Promise<string> {
  const socket = connect(port, '127.0.0.1')
  socket.write('GET / HTTP/1.1\r\nhost: x\r\n\r\n')
  const [chunk] = (await once(socket, 'data')) as [Buffer]
  socket.destroy()
  return chunk.toString('utf8')
}

describe('SseWriter', () => {
  it('sends the headers and the first event in one write', async () => {
    const port = await serve((res) => {
      const writer = new SseWriter(res, 60_000, { 'x-run-id': 'r1' })
      void writer.send(1, { type: 'delta', text: 'hi' })
    })
    const chunk = await firstChunk(port)
    expect(chunk).toContain('x-run-id: r1')
    expect(chunk).toContain('id: 1\ndata: {"type":"delta","text":"hi"}\n\n')
  })

  it('still sends the headers of a stream that has no event yet', async () => {
    const port = await serve((res) => {
      new SseWriter(res, 60_000, { 'x-run-id': 'r2' })
    })
    const chunk = await firstChunk(port)
    expect(chunk).toMatch(/^HTTP\/1\.1 200/)
    expect(chunk).toContain('content-type: text/event-stream')
    expect(chunk).not.toContain('data:')
  })
})

/** Keeps each chunk the response is asked to write, in order. */
function recordWrites(res: ServerResponse, writes: string[]): void {
  const write = res.write.bind(res) as (chunk: string) => boolean
  res.write = ((chunk: string) => {
    writes.push(chunk)
    return write(chunk)
  }) as typeof res.write
}

describe('SseWriter bursts', () => {
  it('writes the events of one burst after the first as one chunk, in order, and all of them before the end', async () => {
    const writes: string[] = []
    const port = await serve((res) => {
      recordWrites(res, writes)
      const writer = new SseWriter(res, 60_000)
      void (async () => {
        for (let seq = 1; seq <= 5; seq++) await writer.send(seq, { type: 'delta', content: `t${seq}` })
        writer.end()
      })()
    })
    const body = await (await fetch(`http://127.0.0.1:${port}/`)).text()
    const ids = [...body.matchAll(/^id: (\d+)$/gm)].map((m) => Number(m[1]))
    expect(ids).toEqual([1, 2, 3, 4, 5])
    expect(writes).toHaveLength(2)
    expect(writes[1]).toContain('id: 2\n')
    expect(writes[1]).toContain('id: 5\n')
  })

  it('writes an event sent with `now` at once, with what was queued before it', async () => {
    const writes: string[] = []
    const port = await serve((res) => {
      recordWrites(res, writes)
      const writer = new SseWriter(res, 60_000)
      void writer.send(1, { type: 'start' })
      void writer.send(2, { type: 'tool' })
      void writer.send(3, { type: 'delta', content: 'first' }, true)
      expect(writes.at(-1)).toContain('id: 3\n')
      writer.end()
    })
    const body = await (await fetch(`http://127.0.0.1:${port}/`)).text()
    expect([...body.matchAll(/^id: (\d+)$/gm)].map((m) => Number(m[1]))).toEqual([1, 2, 3])
    expect(writes).toHaveLength(2)
  })
})

describe('SseWriter queued opening events', () => {
  it('sends queued events with the headers and the first event sent `now`, in one write', async () => {
    const writes: string[] = []
    const port = await serve((res) => {
      recordWrites(res, writes)
      const writer = new SseWriter(res, 60_000, { 'x-run-id': 'r3' })
      writer.queue(undefined, { type: 'RUN_STARTED' })
      writer.queue(undefined, { type: 'STATE_SNAPSHOT' })
      expect(writes).toHaveLength(0)
      void writer.send(undefined, { type: 'TEXT_MESSAGE_START' })
      void writer.send(undefined, { type: 'TEXT_MESSAGE_CONTENT', delta: 'first' }, true)
      // The rest of this turn joins one write at its end, not one write each.
      void writer.send(undefined, { type: 'TEXT_MESSAGE_CONTENT', delta: 'second' })
      void writer.send(undefined, { type: 'TEXT_MESSAGE_CONTENT', delta: 'third' })
      setImmediate(() => writer.end())
    })
    const chunk = await firstChunk(port)
    expect(chunk).toContain('x-run-id: r3')
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(writes).toHaveLength(2)
    const order = ['RUN_STARTED', 'STATE_SNAPSHOT', 'TEXT_MESSAGE_START', '"delta":"first"']
    const at = order.map((text) => writes[0]!.indexOf(text))
    expect(at.every((index) => index >= 0)).toBe(true)
    expect(at).toEqual([...at].sort((a, b) => a - b))
    expect(writes[0]).not.toContain('"delta":"second"')
    expect(writes[1]).toContain('"delta":"second"')
    expect(writes[1]).toContain('"delta":"third"')
  })

  it('sends queued events by the end of the turn when nothing follows them', async () => {
    const port = await serve((res) => {
      const writer = new SseWriter(res, 60_000)
      writer.queue(undefined, { type: 'RUN_STARTED' })
    })
    const chunk = await firstChunk(port)
    expect(chunk).toMatch(/^HTTP\/1\.1 200/)
    expect(chunk).toContain('data: {"type":"RUN_STARTED"}\n\n')
  })
})
