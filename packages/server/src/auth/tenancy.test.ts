import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { api } from '../testing/http-client.ts'
import { startTestServer, type TestServer } from '../testing/test-server.ts'

let t: TestServer

beforeAll(async () => {
  t = await startTestServer()
})
afterAll(() => t.close())

describe('tenancy', () => {
  it('hides one tenant’s sessions from another as 404, everywhere', async () => {
    const a = await t.tenant('tenant-a')
    const b = await t.tenant('tenant-b')
    const { json: session } = await api(`${t.url}/api/ai/sessions`, a.key, {
      body: { app: 'notes', title: 'private' },
    })
    const asB = (path: string, init = {}) => api(`${t.url}${path}`, b.key, init)
    expect((await asB(`/api/ai/sessions/${session.id}`)).status).toBe(404)
    expect((await asB(`/api/ai/sessions/${session.id}`, { method: 'DELETE' })).status).toBe(404)
    expect((await asB('/api/ai/chat', { body: { sessionId: session.id, message: 'hi' } })).status).toBe(404)
    expect(
      (await asB(`/api/ai/sessions/${session.id}/confirm`, { body: { callId: 'x', accepted: true } })).status,
    ).toBe(404)
    expect((await asB(`/api/ai/sessions/${session.id}/events`)).status).toBe(404)
    expect((await asB('/api/ai/sessions')).json.sessions).toEqual([])
    expect((await api(`${t.url}/api/ai/sessions/${session.id}`, a.key)).status).toBe(200)
  })

  it('requires a valid Bearer key', async () => {
    expect((await api(`${t.url}/api/ai/sessions`, undefined)).json.error.code).toBe('unauthorized')
    const wrong = await api(`${t.url}/api/ai/sessions`, 'mw_not_a_key')
    expect([wrong.status, wrong.json.error.code]).toEqual([401, 'unauthorized'])
    const malformed = await api(`${t.url}/api/ai/sessions`, undefined, {
      headers: { authorization: 'Basic abc' },
    })
    expect(malformed.status).toBe(401)
  })

  it('stops accepting a revoked key within a second', async () => {
    const { key } = await t.tenant('tenant-revoked')
    expect((await api(`${t.url}/api/ai/sessions`, key)).status).toBe(200)
    const verified = await t.store.apiKeys.verify(key)
    await t.store.apiKeys.revoke('tenant-revoked', verified!.keyId)
    await new Promise((resolve) => setTimeout(resolve, 1100))
    // The first request after a second is served while the key is checked again; the check ends it.
    await expect
      .poll(async () => (await api(`${t.url}/api/ai/sessions`, key)).status, { timeout: 300 })
      .toBe(401)
    const after = await api(`${t.url}/api/ai/sessions`, key)
    expect([after.status, after.json.error.code]).toEqual([401, 'unauthorized'])
  })

  it('requires a valid key for /metrics when auth is required', async () => {
    const { key } = await t.tenant('tenant-metrics')
    expect((await api(`${t.url}/metrics`, undefined)).status).toBe(401)
    expect((await api(`${t.url}/metrics`, 'mw_not_a_key')).status).toBe(401)
    const metrics = await api(`${t.url}/metrics`, key)
    expect(metrics.status).toBe(200)
    expect(metrics.text).toContain('mindwire_http_request_duration_seconds')
    // Keyless only where every request is: optional auth, on loopback.
    const local = await startTestServer({ config: { auth: 'optional' } })
    expect((await api(`${local.url}/metrics`, undefined)).status).toBe(200)
    await local.close()
  })

  it('never sends model keys to clients', async () => {
    const { key } = await t.tenant('tenant-c')
    const models = await api(`${t.url}/api/ai/models`, key)
    expect(models.json.routes.chat).toEqual(['openai:gpt-4o-mini'])
    expect(models.json.apps.map((a: { app: string }) => a.app)).toEqual(['notes', 'notes-studio'])
    const everything = [
      models.text,
      (await api(`${t.url}/openapi.json`, undefined)).text,
      (await api(`${t.url}/api/ai/usage`, key)).text,
    ]
    for (const body of everything) expect(body).not.toContain('sk-test-secret')
  })
})
