import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { api } from '../testing/http-client.ts'
import { startTestServer, type TestServer } from '../testing/test-server.ts'

let t: TestServer

beforeAll(async () => {
  t = await startTestServer()
})
afterAll(() => t.close())

describe('documentation and operations', () => {
  it('serves an OpenAPI document generated from the zod schemas, and a docs page', async () => {
    const { json } = await api(`${t.url}/openapi.json`, undefined)
    expect(json.openapi).toMatch(/^3\./)
    for (const path of [
      '/api/ai/chat',
      '/api/ai/sessions',
      '/api/ai/sessions/{id}',
      '/api/ai/sessions/{id}/confirm',
      '/api/ai/sessions/{id}/handoff',
      '/api/ai/tools/execute',
      '/api/ai/models',
      '/api/ai/usage',
    ]) {
      expect(json.paths).toHaveProperty([path])
    }
    const chatBody = json.paths['/api/ai/chat'].post.requestBody.content['application/json'].schema
    expect(JSON.stringify(chatBody)).toContain('sessionId')
    const docs = await fetch(`${t.url}/docs`)
    expect(docs.status).toBe(200)
    expect(await docs.text()).toContain('swagger')
  })

  it('exposes Prometheus metrics and health', async () => {
    const { key } = await t.tenant('acme')
    t.llm.enqueue({ text: 'hello', usage: { input: 7, output: 3 } })
    await fetch(`${t.url}/api/ai/chat`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${key}`,
        'content-type': 'application/json',
        accept: 'text/event-stream',
      },
      body: JSON.stringify({ app: 'notes', message: 'hi' }),
    }).then((r) => r.text())
    const metrics = await (
      await fetch(`${t.url}/metrics`, { headers: { authorization: `Bearer ${key}` } })
    ).text()
    expect(metrics).toMatch(/mindwire_time_to_first_token_seconds_count 1/)
    expect(metrics).toMatch(/mindwire_tokens_total\{direction="input",model="openai:gpt-4o-mini"\} 7/)
    expect(metrics).toContain('mindwire_http_request_duration_seconds')
    const health = await api(`${t.url}/healthz`, undefined)
    expect(health.json).toMatchObject({ status: 'ok', store: 'pglite', vectorSearch: true })
  })

  it('answers readiness: 503 with what it waits for while start-up work runs, 200 once it is done', async () => {
    const readiness = t.server.context.readiness
    let finish!: () => void
    void readiness.track('knowledge', new Promise<void>((resolve) => (finish = resolve)))
    const waiting = await fetch(`${t.url}/readyz`)
    expect(waiting.status).toBe(503)
    expect(await waiting.json()).toEqual({ status: 'starting', waitingFor: ['knowledge'], failed: [] })
    finish()
    await readiness.track('search-index', Promise.reject(new Error('no disk')))
    const ready = await fetch(`${t.url}/readyz`)
    expect(ready.status).toBe(200)
    expect(await ready.json()).toEqual({ status: 'ready', waitingFor: [], failed: ['search-index'] })
    expect((await fetch(`${t.url}/healthz`)).status).toBe(200)
  })
})
