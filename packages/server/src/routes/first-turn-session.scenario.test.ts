import { afterAll, beforeAll, expect, it } from 'vitest'
import { api } from '../testing/http-client.ts'
import { startTestServer, type TestServer } from '../testing/test-server.ts'

let t: TestServer
let tenant: { id: string; key: string }

beforeAll(async () => {
  t = await startTestServer()
  tenant = await t.tenant('first-turn')
})
afterAll(() => t.close())

/** A streamed chat whose reply takes a while: the response (headers and first event) arrives mid-run. */
async function startSlowChat(message: string) {
  t.llm.enqueue({ text: ['one ', 'two ', 'three ', 'four ', 'five'], chunkDelayMs: 60 })
  const response = await fetch(`${t.url}/api/ai/chat`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${tenant.key}`,
      accept: 'text/event-stream',
      'content-type': 'application/json',
    },
    body: JSON.stringify({ app: 'notes', message, stream: true }),
  })
  expect(response.status).toBe(200)
  const reader = response.body!.getReader()
  const decoder = new TextDecoder()
  let text = ''
  /** Reads until the stream's first event has arrived. */
  const firstEvent = async () => {
    while (!text.includes('data: ')) {
      const { value, done } = await reader.read()
      if (done) break
      text += decoder.decode(value, { stream: true })
    }
  }
  const rest = async () => {
    for (;;) {
      const { value, done } = await reader.read()
      if (done) return text
      text += decoder.decode(value, { stream: true })
    }
  }
  return { sessionId: response.headers.get('x-session-id')!, firstEvent, rest }
}

it('stores a new session with its first turn; the first words do not wait for it', async () => {
  const { sessionId, firstEvent, rest } = await startSlowChat('first words')
  await firstEvent()
  await rest()
  await expect
    .poll(async () => (await t.store.checkpointer.load(sessionId))?.snapshot.messages.length)
    .toBe(2)
  const session = await api(`${t.url}/api/ai/sessions/${sessionId}`, tenant.key)
  expect(session.json.messages.map((m: { role: string }) => m.role)).toEqual(['user', 'assistant'])
})

it('stores a new session at once when it is asked for during its first run, and the run still commits', async () => {
  const { sessionId, rest } = await startSlowChat('look at me')
  const seen = await api(`${t.url}/api/ai/sessions/${sessionId}`, tenant.key)
  expect(seen.status).toBe(200)
  expect(await t.store.sessions.get(tenant.id, sessionId)).toBeDefined()
  expect((await rest()).split('\n').some((line) => line.includes('"type":"done"'))).toBe(true)
  await expect
    .poll(async () => (await api(`${t.url}/api/ai/sessions/${sessionId}`, tenant.key)).json.messages.length)
    .toBe(2)
})

it('does not show a session in its first run to another tenant', async () => {
  const other = await t.tenant('first-turn-other')
  const { sessionId, rest } = await startSlowChat('mine alone')
  const peek = await api(`${t.url}/api/ai/sessions/${sessionId}`, other.key)
  expect(peek.status).toBe(404)
  await rest()
})
