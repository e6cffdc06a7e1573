import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createClient } from './client.ts'
import { isAbortError } from './errors.ts'
import { type BoardServer, startBoardServer } from './testing/board-server.ts'

let t: BoardServer
let key: string

// A long resume grace period: anything that frees the session sooner is the cancel, not the timeout.
const GRACE_MS = 8000

beforeAll(async () => {
  t = await startBoardServer({ sseResumeGraceMs: GRACE_MS })
  key = await t.tenant('acme')
})
afterAll(() => t.close())

async function lastEvent(sessionId: string) {
  return (await t.store.events.listAfter(sessionId, 0)).at(-1)
}

describe('Stop cancels the run on the server', () => {
  it('abort() cancels the run at once: the model stream closes and the session takes the next message', async () => {
    const client = createClient({ endpoint: t.url, apiKey: key })
    const session = await client.createSession({ app: 'board' })
    t.llm.enqueue({ stall: true, text: 'thinking hard' })
    const stream = session.sendStreaming('a long question')
    let stopped: Promise<void> | undefined
    const reading = (async () => {
      for await (const delta of stream) if (delta.content && !stopped) stopped = session.abort()
    })()
    expect(isAbortError(await reading.catch((e: unknown) => e))).toBe(true)
    await stopped
    // Answered once the server ended the run: no grace period was waited out.
    expect(await lastEvent(session.id)).toMatchObject({ type: 'interrupted', data: { cancelled: true } })
    expect(t.llm.openStreams()).toBe(0)
    t.llm.enqueue({ text: 'fresh answer' })
    const before = performance.now()
    const reply = await session.send('again')
    expect(reply.content).toBe('fresh answer')
    expect(performance.now() - before).toBeLessThan(GRACE_MS / 4)
  })

  it('a new message while a reply streams interrupts it (barge-in) and is answered', async () => {
    const client = createClient({ endpoint: t.url, apiKey: key })
    const session = await client.createSession({ app: 'board' })
    t.llm.enqueue({ stall: true, text: 'a long story' })
    const first = session.sendStreaming('tell me a story')
    const iterator = first[Symbol.asyncIterator]()
    expect((await iterator.next()).value?.content).toBeTruthy()
    const rest = (async () => {
      for (;;) if ((await iterator.next()).done) return
    })().catch((e: unknown) => e)
    t.llm.enqueue({ text: 'stopped the story' })
    const before = performance.now()
    const reply = await session.send('stop, turn it off')
    expect(reply.content).toBe('stopped the story')
    expect(performance.now() - before).toBeLessThan(GRACE_MS / 4)
    expect(isAbortError(await rest)).toBe(true)
    const events = await t.store.events.listAfter(session.id, 0)
    expect(events.filter((e) => e.type === 'interrupted').map((e) => e.data)).toEqual([
      { type: 'interrupted', reason: 'cancelled on request', cancelled: true },
    ])
    expect(events.at(-1)?.type).toBe('done')
  })

  it('detach() only stops reading: the run goes on and its reply is stored', async () => {
    const client = createClient({ endpoint: t.url, apiKey: key })
    const session = await client.createSession({ app: 'board' })
    t.llm.enqueue({ text: ['part one, ', 'part two'], chunkDelayMs: 150 })
    const reading = (async () => {
      for await (const delta of session.sendStreaming('go')) if (delta.content) session.detach()
    })()
    expect(isAbortError(await reading.catch((e: unknown) => e))).toBe(true)
    await expect.poll(async () => (await lastEvent(session.id))?.type, { timeout: 5000 }).toBe('done')
  })
})
