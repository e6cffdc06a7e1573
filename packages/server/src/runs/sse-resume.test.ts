import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { api, sse } from '../testing/http-client.ts'
import { startTestServer, type TestServer } from '../testing/test-server.ts'

let t: TestServer
let key: string

beforeAll(async () => {
  t = await startTestServer({ config: { sseResumeGraceMs: 2000 } })
  ;({ key } = await t.tenant('acme'))
})
afterAll(() => t.close())

const deltas = (events: { data: { type: string; content?: string } }[]) =>
  events
    .filter((e) => e.data.type === 'delta')
    .map((e) => e.data.content)
    .join('')

describe('SSE resume', () => {
  it('continues a dropped stream from Last-Event-ID without gaps or duplicates', async () => {
    const text = 'The quick brown fox jumps over the lazy dog, twice over, slowly.'
    t.llm.enqueue({ text, chunkDelayMs: 15 })
    const first = await sse(`${t.url}/api/ai/chat`, key, {
      body: { app: 'notes', message: 'tell me something' },
      stopAfter: (_event, all) => all.length === 3,
    })
    expect(first.dropped).toBe(true)
    const sessionId = first.headers.get('x-session-id')!
    const lastId = first.events.at(-1)!.id!
    const rest = await sse(`${t.url}/api/ai/sessions/${sessionId}/events`, key, {
      headers: { 'last-event-id': String(lastId) },
    })
    expect(rest.events[0]!.id).toBe(lastId + 1)
    expect(rest.events.at(-1)!.data.type).toBe('done')
    expect(deltas([...first.events, ...rest.events])).toBe(text)
  })

  it('replays a finished run from the store', async () => {
    t.llm.enqueue({ text: 'stored answer' })
    const { json } = await api(`${t.url}/api/ai/chat`, key, { body: { app: 'notes', message: 'hi' } })
    const replay = await sse(`${t.url}/api/ai/sessions/${json.sessionId}/events?after=0`, key)
    expect(deltas(replay.events)).toBe('stored answer')
    expect(replay.events.at(-1)!.data).toMatchObject({ type: 'done', text: 'stored answer' })
    const none = await sse(`${t.url}/api/ai/sessions/${json.sessionId}/events`, key, {
      headers: { 'last-event-id': String(replay.events.at(-1)!.id) },
    })
    expect(none.events).toEqual([])
  })
})
