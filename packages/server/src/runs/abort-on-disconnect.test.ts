import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { api, sse } from '../testing/http-client.ts'
import { startTestServer, type TestServer } from '../testing/test-server.ts'

let t: TestServer
let key: string

beforeAll(async () => {
  t = await startTestServer({ config: { sseResumeGraceMs: 50 } })
  ;({ key } = await t.tenant('acme'))
})
afterAll(() => t.close())

describe('client disconnects', () => {
  it('cancel the model stream after the grace period and record the run as interrupted', async () => {
    t.llm.enqueue({ stall: true, text: 'thinking' })
    const dropped = await sse(`${t.url}/api/ai/chat`, key, {
      body: { app: 'notes', message: 'a long question' },
      stopAfter: (event) => event.data.type === 'delta',
    })
    expect(dropped.dropped).toBe(true)
    const sessionId = dropped.headers.get('x-session-id')!
    await expect.poll(() => t.llm.openStreams(), { timeout: 3000 }).toBe(0)
    await expect
      .poll(async () => (await t.store.events.listAfter(sessionId, 0)).at(-1)?.type, { timeout: 3000 })
      .toBe('interrupted')
    // Nothing half-done was committed, and the session is free again.
    t.llm.enqueue({ text: 'fresh answer' })
    const next = await api(`${t.url}/api/ai/chat`, key, { body: { sessionId, message: 'again' } })
    expect(next.json.text).toBe('fresh answer')
    const session = await api(`${t.url}/api/ai/sessions/${sessionId}`, key)
    expect(session.json.messages.map((m: { role: string }) => m.role)).toEqual(['user', 'user', 'assistant'])
  })
})
