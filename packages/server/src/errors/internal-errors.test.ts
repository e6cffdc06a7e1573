import type { Domain } from '@mindwire/agent'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { api, sse } from '../testing/http-client.ts'
import { notesDomain } from '../testing/notes-domain.ts'
import { startTestServer, type TestServer } from '../testing/test-server.ts'

// What a failing dependency says: a statement with the user's data in it. It must stay in the log.
const SECRET = 'insert into "messages" values ($1) -- params: my card is 4111'

/** A domain whose system prompt cannot be built: every run fails with an untyped error. */
const brokenDomain: Domain<unknown> = {
  ...notesDomain,
  name: 'broken',
  system: () => {
    throw new Error(SECRET)
  },
} as Domain<unknown>

let t: TestServer
let key: string

beforeAll(async () => {
  t = await startTestServer({
    domains: [
      { domain: notesDomain, apps: ['notes-studio'] },
      {
        domain: brokenDomain,
        routes: (app) => {
          app.get('/api/broken', async () => {
            throw new TypeError(SECRET)
          })
        },
      },
    ],
  })
  ;({ key } = await t.tenant('acme'))
})
afterAll(() => t.close())

const errorIdPattern = /^[0-9a-f-]{36}$/

describe('no internal text reaches a client', () => {
  it('answers a route that throws with internal and an error id', async () => {
    const response = await api(`${t.url}/api/broken`, key)
    expect(response.status).toBe(500)
    expect(response.json.error.code).toBe('internal')
    expect(response.json.error.details.errorId).toMatch(errorIdPattern)
    expect(response.text).not.toContain('insert into')
  })

  it('reports a run that failed inside as internal with an error id, in JSON, SSE and the stored events', async () => {
    const json = await api(`${t.url}/api/ai/chat`, key, { body: { app: 'broken', message: 'hi' } })
    expect(json.status).toBe(500)
    expect(json.json.error).toMatchObject({ code: 'internal', details: { errorId: expect.any(String) } })
    expect(json.text).not.toContain('insert into')

    const streamed = await sse(`${t.url}/api/ai/chat`, key, { body: { app: 'broken', message: 'hi' } })
    const error = streamed.events.at(-1)?.data
    expect(error).toMatchObject({ type: 'error', code: 'internal', errorId: expect.any(String) })
    expect(JSON.stringify(streamed.events)).not.toContain('insert into')

    const sessionId = streamed.headers.get('x-session-id')
    const replayed = await sse(`${t.url}/api/ai/sessions/${sessionId}/events`, key)
    expect(replayed.events.at(-1)?.data.errorId).toBe(error.errorId)
    expect(JSON.stringify(replayed.events)).not.toContain('insert into')
  })

  it('keeps the messages of typed errors: a model that refused is model_unavailable with its reason', async () => {
    t.llm.enqueue({ status: 401, message: 'bad key' })
    const response = await api(`${t.url}/api/ai/chat`, key, { body: { app: 'notes', message: 'hi' } })
    expect(response.status).toBe(503)
    expect(response.json.error).toMatchObject({
      code: 'model_unavailable',
      details: { runCode: 'model_rejected' },
    })
    expect(response.json.error.message).not.toMatch(/internal error/)
  })
})
