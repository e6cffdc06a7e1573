import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createClient } from './client.ts'
import { isAbortError } from './errors.ts'
import { type BoardServer, startBoardServer } from './testing/board-server.ts'

let t: BoardServer
let key: string

beforeAll(async () => {
  t = await startBoardServer({ sseResumeGraceMs: 300 })
  key = await t.tenant('acme')
})
afterAll(() => t.close())

describe('abort', () => {
  it('stops a stream mid-reply with an aborted error; the session takes the next message', async () => {
    const client = createClient({ endpoint: t.url, apiKey: key })
    const session = await client.createSession({ app: 'board' })
    t.llm.enqueue({ stall: true, text: 'thinking hard' })
    const seen: string[] = []
    const reading = (async () => {
      for await (const delta of session.sendStreaming('a long question')) {
        if (delta.content) seen.push(delta.content)
        if (seen.length === 1) void session.abort()
      }
    })()
    const error = await reading.catch((e: unknown) => e)
    expect(isAbortError(error)).toBe(true)
    expect(seen.join('')).not.toBe('')
    // The server stops the run after its grace period; the next message waits for that, then runs.
    t.llm.enqueue({ text: 'fresh answer' })
    const reply = await session.sendStreaming('again').message()
    expect(reply.content).toBe('fresh answer')
    await expect.poll(() => t.llm.openStreams(), { timeout: 3000 }).toBe(0)
  })

  it('aborts a JSON send too', async () => {
    const client = createClient({ endpoint: t.url, apiKey: key })
    const session = await client.createSession({ app: 'board' })
    t.llm.enqueue({ stall: true })
    const sending = session.send('hang on')
    setTimeout(() => session.abort('changed my mind'), 100)
    await expect(sending).rejects.toMatchObject({ code: 'aborted', message: 'changed my mind' })
  })
})
