import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createClient } from './client.ts'
import { memoryStorage } from './storage.ts'
import { type BoardServer, startBoardServer } from './testing/board-server.ts'
import { flakyFetch } from './testing/flaky-fetch.ts'

let t: BoardServer
let key: string

beforeAll(async () => {
  t = await startBoardServer()
  key = await t.tenant('acme')
})
afterAll(() => t.close())

describe('persist and restore', () => {
  it('keeps history and stream position in the injected storage; restore() brings them back', async () => {
    const storage = memoryStorage()
    const client = createClient({ endpoint: t.url, apiKey: key, storage })
    const session = await client.createSession({ app: 'board' })
    t.llm.enqueue({ text: 'remembered' })
    await session.sendStreaming('remember this').message()
    session.persist()
    expect(storage.getItem(`mindwire:session:${session.id}`)).toContain('remember this')

    const again = await client.resumeSession(session.id)
    expect(again.app).toBe('board')
    expect(again.getHistory().map((m) => m.role)).toEqual(['user', 'assistant'])
    expect(again.restore()).toBe(true)
    expect(again.getHistory()).toEqual(session.getHistory())
  })

  it('restore() is false when nothing was persisted', async () => {
    const client = createClient({ endpoint: t.url, apiKey: key, storage: memoryStorage() })
    const session = await client.createSession({ app: 'board' })
    expect(session.restore()).toBe(false)
  })

  it('a resumed session learns where the stream stands, so a drop before its first event resumes cleanly', async () => {
    const client = createClient({ endpoint: t.url, apiKey: key, storage: memoryStorage() })
    const session = await client.createSession({ app: 'board' })
    t.llm.enqueue({ text: 'first turn, streamed elsewhere' })
    await session.sendStreaming('one').message()

    // Another tab, nothing persisted: the first stream it opens breaks before any event.
    const flaky = flakyFetch((index, path) => (path.endsWith('/chat') && index > 0 ? 0 : undefined))
    const other = createClient({ endpoint: t.url, apiKey: key, fetch: flaky.fetch, storage: memoryStorage() })
    const resumed = await other.resumeSession(session.id)
    t.llm.enqueue({ text: 'second turn', chunkDelayMs: 10 })
    const reply = await resumed.sendStreaming('two').message()
    expect(reply.content).toBe('second turn')
  })

  it('clearHistory() erases the server session and continues in a fresh one', async () => {
    const client = createClient({ endpoint: t.url, apiKey: key, storage: memoryStorage() })
    const session = await client.createSession({ app: 'board' })
    t.llm.enqueue({ text: 'something' })
    await session.send('hi')
    const oldId = session.id
    await session.clearHistory()
    expect(session.id).not.toBe(oldId)
    expect(session.getHistory()).toEqual([])
    await expect(client.resumeSession(oldId)).rejects.toMatchObject({ code: 'not_found', status: 404 })
    t.llm.enqueue({ text: 'clean slate' })
    expect((await session.send('hello')).content).toBe('clean slate')
    expect(JSON.stringify(t.llm.requests.at(-1)!.body.messages)).not.toContain('something')
  })
})
