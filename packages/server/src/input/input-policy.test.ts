import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { api, sse } from '../testing/http-client.ts'
import { startTestServer, type TestServer } from '../testing/test-server.ts'

let t: TestServer
let key = ''
beforeAll(async () => {
  t = await startTestServer()
  key = (await t.tenant('acme')).key
})
afterAll(() => t.close())

const BAD_TEXT = [
  ['a NUL character', '打开空调\u0000'],
  ['an unpaired surrogate', 'hi \ud800 there'],
] as const

/** A 400 invalid_request that names the field, with no trace of the text or of SQL. */
function expectRejected(response: Awaited<ReturnType<typeof api>>, field: string) {
  expect(response.status).toBe(400)
  expect(response.json.error.code).toBe('invalid_request')
  expect(response.json.error.message).toContain(field)
  expect(response.text).not.toMatch(/insert into|select .* from|\$1/i)
}

describe('one input policy for every text field', () => {
  it.each(BAD_TEXT)(
    'rejects %s in a chat message, a session title or user, as JSON and SSE',
    async (_, bad) => {
      const sessionsBefore = await t.store.sessions.list('acme', {})
      expectRejected(
        await api(`${t.url}/api/ai/chat`, key, { body: { app: 'notes', message: bad } }),
        'body.message',
      )
      expectRejected(
        await api(`${t.url}/api/ai/chat`, key, {
          body: { app: 'notes', message: 'hi', stream: true, userId: bad },
        }),
        'body.userId',
      )
      expectRejected(
        await api(`${t.url}/api/ai/sessions`, key, { body: { app: 'notes', title: bad } }),
        'body.title',
      )
      const streamed = await sse(`${t.url}/api/ai/chat`, key, { body: { app: 'notes', message: bad } })
      expect(streamed.status).toBe(400)
      // Nothing ran: no session was created and the model was never asked.
      expect(await t.store.sessions.list('acme', {})).toHaveLength(sessionsBefore.length)
    },
  )

  it('checks object keys, nested values, query strings and path parameters', async () => {
    const nested = await api(`${t.url}/api/ai/chat`, key, {
      body: { app: 'notes', message: 'hi', state: { notes: ['ok', { deep: ['x\u0000'] }] } },
    })
    expectRejected(nested, 'body.state.notes[1].deep[0]')
    const badKey = await api(`${t.url}/api/ai/chat`, key, {
      body: { app: 'notes', message: 'hi', state: { 'k\u0000': 1 } },
    })
    expectRejected(badKey, 'body.state has a key')
    expectRejected(await api(`${t.url}/api/ai/sessions?userId=%00`, key), 'querystring.userId')
    expectRejected(await api(`${t.url}/api/ai/sessions/a%00b`, key), 'params.id')
  })

  it('takes a deeply nested body without a stack overflow', async () => {
    const deep = `${'['.repeat(100_000)}"\\u0000"${']'.repeat(100_000)}`
    const response = await api(`${t.url}/api/ai/chat`, key, {
      rawBody: `{"app":"notes","message":"hi","state":{"x":${deep}}}`,
    })
    expect(response.status).toBe(400)
  })

  it('accepts well-formed text of every plane', async () => {
    t.llm.enqueue({ text: 'ok' })
    const response = await api(`${t.url}/api/ai/chat`, key, {
      body: { app: 'notes', message: '打开空调 😀 \u{10FFFD} \uFFFE tab\t' },
    })
    expect(response.status).toBe(200)
  })
})
