import { Writable } from 'node:stream'
import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { api } from '../testing/http-client.ts'
import { notesDomain } from '../testing/notes-domain.ts'
import { startTestServer, type TestServer } from '../testing/test-server.ts'

// A key in a URL ends up in logs, proxies and browser history: HTTP takes keys only in the header.
const lines: string[] = []
const logger = pino(
  { level: 'debug' },
  new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk))
      done()
    },
  }),
)

let t: TestServer
let key: string
beforeAll(async () => {
  t = await startTestServer({
    logger,
    domains: [
      {
        domain: notesDomain,
        apps: ['notes-studio'],
        routes: (app) => {
          app.get('/api/broken', async () => {
            throw new Error('boom')
          })
        },
      },
    ],
  })
  ;({ key } = await t.tenant('acme'))
})
afterAll(() => t.close())

describe('API keys in URLs', () => {
  it('refuses ?token= on an HTTP route, with or without a header, and echoes no key', async () => {
    const alone = await api(`${t.url}/api/ai/sessions?token=${key}`, undefined)
    expect([alone.status, alone.json.error.code]).toEqual([400, 'invalid_request'])
    expect(alone.json.error.message).toContain('Authorization header')
    const beside = await api(`${t.url}/api/ai/sessions?token=${key}`, key)
    expect(beside.status).toBe(400)
    const unknown = await api(`${t.url}/api/nothing?token=${key}`, key)
    expect(unknown.status).toBe(400)
    for (const response of [alone, beside, unknown]) expect(response.text).not.toContain(key)
    expect((await api(`${t.url}/api/ai/sessions`, key)).status).toBe(200)
  })

  it('never writes a credential from a URL to the log, not even for a 500', async () => {
    lines.length = 0
    const failed = await api(`${t.url}/api/broken?api_key=${key}&x=1`, key)
    expect(failed.status).toBe(500)
    await api(`${t.url}/api/ai/sessions?token=${key}`, undefined)
    await api(`${t.url}/api/missing?access_token=${key}`, key)
    const log = lines.join('')
    expect(log).toContain('api_key=[redacted]&x=1')
    expect(log).toContain('"statusCode":400')
    expect(log).not.toContain(key)
  })
})
