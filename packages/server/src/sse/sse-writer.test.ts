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
