import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { api, sse } from '../testing/http-client.ts'
import { startTestServer, type TestServer } from '../testing/test-server.ts'
import { MAX_EVENT_SEQ } from './event-cursor.ts'

let t: TestServer
let key: string
let sessionId: string

beforeAll(async () => {
  t = await startTestServer()
  ;({ key } = await t.tenant('acme'))
  t.llm.enqueue({ text: 'hello there' })
  const chat = await api(`${t.url}/api/ai/chat`, key, { body: { app: 'notes', message: 'hi' } })
  sessionId = chat.json.sessionId
})
afterAll(() => t.close())

const events = (init: { headers?: Record<string, string>; query?: string } = {}) =>
  api(`${t.url}/api/ai/sessions/${sessionId}/events${init.query ?? ''}`, key, {
    headers: { accept: 'text/event-stream', ...init.headers },
  })

describe('resuming a session’s events', () => {
  it('refuses a Last-Event-ID or ?after= outside the stored range with a 400, at once', async () => {
    for (const id of ['99999999999', String(MAX_EVENT_SEQ + 1), '-1', '1.5', 'abc', '1e3']) {
      const response = await events({ headers: { 'last-event-id': id } })
      expect([id, response.status, response.json?.error.code]).toEqual([id, 400, 'invalid_request'])
    }
    for (const after of ['99999999999', '-1', 'abc']) {
      const response = await events({ query: `?after=${after}` })
      expect([after, response.status]).toEqual([after, 400])
    }
  })

  it('streams from a valid cursor, the largest one included, and ends', async () => {
    const all = await sse(`${t.url}/api/ai/sessions/${sessionId}/events`, key)
    expect(all.events.at(-1)?.data.type).toBe('done')
    const last = all.events.at(-1)!.id!
    const rest = await sse(`${t.url}/api/ai/sessions/${sessionId}/events`, key, {
      headers: { 'last-event-id': String(last - 1) },
    })
    expect(rest.events.map((event) => event.id)).toEqual([last])
    const none = await sse(`${t.url}/api/ai/sessions/${sessionId}/events?after=${MAX_EVENT_SEQ}`, key)
    expect([none.status, none.events]).toEqual([200, []])
  })
})
