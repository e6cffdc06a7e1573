import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createClient } from './client.ts'
import { type BoardServer, startBoardServer } from './testing/board-server.ts'
import { flakyFetch } from './testing/flaky-fetch.ts'
import type { AssistantDelta } from './types.ts'

let t: BoardServer
let key: string

beforeAll(async () => {
  t = await startBoardServer({ sseResumeGraceMs: 3000 })
  key = await t.tenant('acme')
})
afterAll(() => t.close())

const TEXT = 'The quick brown fox jumps over the lazy dog, twice over, slowly and with care.'
const retry = { initialDelayMs: 20, maxDelayMs: 100 }

async function collect(stream: AsyncIterable<AssistantDelta>): Promise<AssistantDelta[]> {
  const deltas: AssistantDelta[] = []
  for await (const delta of stream) deltas.push(delta)
  return deltas
}

describe('a dropped stream', () => {
  it('resumes with Last-Event-ID and yields every event exactly once', async () => {
    const flaky = flakyFetch((index) => (index === 0 ? 3 : undefined))
    const client = createClient({ endpoint: t.url, apiKey: key, fetch: flaky.fetch, retry })
    const session = await client.createSession({ app: 'board' })
    t.llm.enqueue({ text: TEXT, chunkDelayMs: 15 })
    const deltas = await collect(session.sendStreaming('tell me'))

    expect(deltas.map((d) => d.content ?? '').join('')).toBe(TEXT)
    expect(deltas.at(-1)).toMatchObject({ finishReason: 'stop' })
    const ids = deltas.map((d) => d.eventId!)
    expect(new Set(ids).size).toBe(ids.length)
    expect(ids).toEqual([...ids].sort((a, b) => a - b))
    const resumed = flaky.log.find((r) => r.path.endsWith('/events'))
    expect(resumed).toMatchObject({ method: 'GET', lastEventId: '3' })
  })

  it('resumes several drops in one reply, including one before the first event of a later turn', async () => {
    const drops = new Map([
      [0, 2],
      [1, 2],
      [3, 0],
    ])
    const flaky = flakyFetch((index) => drops.get(index))
    const client = createClient({ endpoint: t.url, apiKey: key, fetch: flaky.fetch, retry })
    const session = await client.createSession({ app: 'board' })
    t.llm.enqueue({ text: TEXT, chunkDelayMs: 10 })
    const first = await collect(session.sendStreaming('one'))
    expect(first.map((d) => d.content ?? '').join('')).toBe(TEXT)
    expect(flaky.log.filter((r) => r.path.endsWith('/events'))).toHaveLength(2)

    t.llm.enqueue({ text: 'second reply', chunkDelayMs: 10 })
    const second = await collect(session.sendStreaming('two'))
    expect(second.map((d) => d.content ?? '').join('')).toBe('second reply')
    const lastResume = flaky.log.filter((r) => r.path.endsWith('/events')).at(-1)!
    expect(Number(lastResume.lastEventId)).toBe(first.at(-1)!.eventId)
  })

  it('gives up with stream_lost after the bounded retries', async () => {
    const flaky = flakyFetch((index) => (index === 0 ? 1 : 0))
    const client = createClient({
      endpoint: t.url,
      apiKey: key,
      fetch: flaky.fetch,
      retry: { ...retry, maxRetries: 2 },
    })
    const session = await client.createSession({ app: 'board' })
    t.llm.enqueue({ stall: true, text: 'never ending' })
    await expect(collect(session.sendStreaming('hang'))).rejects.toMatchObject({ code: 'stream_lost' })
    expect(flaky.log.filter((r) => r.path.endsWith('/events'))).toHaveLength(2)
  })
})
