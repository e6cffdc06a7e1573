import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { api } from '../testing/http-client.ts'
import { startTestServer, type TestServer } from '../testing/test-server.ts'

let t: TestServer

beforeAll(async () => {
  t = await startTestServer({
    config: { maxMessageChars: 500, bodyLimitBytes: 64 * 1024, runTokenCeiling: 50 },
  })
})
afterAll(() => t.close())

describe('limits', () => {
  it('rate-limits a tenant per minute with 429 and Retry-After', async () => {
    const { key } = await t.tenant('chatty', { rateLimitPerMinute: 3 })
    const statuses = []
    for (let i = 0; i < 4; i++) statuses.push(await api(`${t.url}/api/ai/sessions`, key))
    expect(statuses.map((r) => r.status)).toEqual([200, 200, 200, 429])
    expect(statuses[3]!.json.error.code).toBe('rate_limited')
    expect(Number(statuses[3]!.headers.get('retry-after'))).toBeGreaterThan(0)
    // Another tenant is not affected.
    const { key: other } = await t.tenant('quiet')
    expect((await api(`${t.url}/api/ai/sessions`, other)).status).toBe(200)
  })

  it('stops model work once the token quota is used, until the period ends', async () => {
    const { id, key } = await t.tenant('thrifty', { tokenQuota: 25 })
    t.llm.enqueue({ text: 'first', usage: { input: 20, output: 10 } })
    expect((await api(`${t.url}/api/ai/chat`, key, { body: { app: 'notes', message: 'hi' } })).status).toBe(
      200,
    )
    const refused = await api(`${t.url}/api/ai/chat`, key, { body: { app: 'notes', message: 'again' } })
    expect([refused.status, refused.json.error.code]).toEqual([429, 'quota_exceeded'])
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    const usage = await api(`${t.url}/api/ai/usage`, key)
    expect(usage.json).toMatchObject({
      tenant: id,
      quota: 25,
      used: 30,
      remaining: 0,
      byModel: [{ model: 'openai:gpt-4o-mini', calls: 1 }],
    })
    expect(await t.store.audit.list(id, { action: 'model_call' })).toHaveLength(1)
  })

  it('holds the quota under 20 concurrent chats: overshoot is one run’s ceiling at most', async () => {
    const { id, key } = await t.tenant('crowd', { tokenQuota: 100 })
    // Each run spends 60 tokens (its ceiling is 50: it is stopped after the step that passes it).
    t.llm.respondWith(() => ({ text: 'ok', usage: { input: 40, output: 20 } }))
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        api(`${t.url}/api/ai/chat`, key, { body: { app: 'notes', message: `hi ${i}` } }),
      ),
    )
    const refused = answers.filter((a) => a.status === 429)
    expect(refused.every((a) => a.json.error.code === 'quota_exceeded')).toBe(true)
    const ran = answers.filter((a) => a.status === 200).length
    expect(ran + refused.length).toBe(20)
    const used = await t.store.usage.tokensSince(id, new Date(0))
    // Reservations of 50 are granted while used + reserved < 100: two runs in flight at most.
    expect(used).toBeLessThanOrEqual(100 + 60)
    expect(ran).toBeGreaterThanOrEqual(1)
    expect(ran).toBeLessThanOrEqual(3)
    // Every reservation was given back: the next period's work is not blocked by stale ones.
    const next = await t.store.quotas.reserve({
      tenantId: id,
      quota: 1e9,
      since: new Date(0),
      tokens: 1,
      ttlMs: 1000,
    })
    expect(next).toMatchObject({ granted: true, used, reserved: 0 })
    t.llm.respondWith(() => ({ text: 'ok' }))
  })

  it('rejects bad input with a clear typed 4xx and stores nothing', async () => {
    const { id, key } = await t.tenant('careless')
    const chat = (init: Parameters<typeof api>[2]) => api(`${t.url}/api/ai/chat`, key, init)
    const malformed = await chat({ rawBody: '{"app": "notes", "message": ' })
    expect([malformed.status, malformed.json.error.code]).toEqual([400, 'invalid_json'])
    const missing = await chat({ body: { app: 'notes' } })
    expect([missing.status, missing.json.error.code]).toEqual([400, 'invalid_request'])
    expect(missing.json.error.message).toContain('message')
    const tooLong = await chat({ body: { app: 'notes', message: '车'.repeat(501) } })
    expect([tooLong.status, tooLong.json.error.code]).toEqual([400, 'message_too_long'])
    const unknownApp = await chat({ body: { app: 'casino', message: 'hi' } })
    expect([unknownApp.status, unknownApp.json.error.code]).toEqual([400, 'unknown_app'])
    const huge = await chat({ body: { app: 'notes', message: 'x', state: { blob: 'y'.repeat(70_000) } } })
    expect([huge.status, huge.json.error.code]).toEqual([413, 'payload_too_large'])
    const badId = await api(`${t.url}/api/ai/sessions/not-a-uuid`, key)
    expect([badId.status, badId.json.error.code]).toEqual([400, 'invalid_request'])
    expect(await t.store.sessions.list(id)).toEqual([])
  })
})
