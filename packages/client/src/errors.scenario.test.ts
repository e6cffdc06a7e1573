import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createClient } from './client.ts'
import { MindwireError } from './errors.ts'
import { type BoardServer, startBoardServer } from './testing/board-server.ts'

let t: BoardServer
let key: string

beforeAll(async () => {
  t = await startBoardServer()
  key = await t.tenant('acme')
})
afterAll(() => t.close())

describe('typed errors', () => {
  it('a missing or wrong key is unauthorized (401)', async () => {
    const anonymous = createClient({ endpoint: t.url })
    await expect(anonymous.createSession({ app: 'board' })).rejects.toMatchObject({
      code: 'unauthorized',
      status: 401,
    })
    const wrong = createClient({ endpoint: t.url, apiKey: 'mw_wrong' })
    await expect(wrong.listModels()).rejects.toBeInstanceOf(MindwireError)
  })

  it('an unknown app is unknown_app; an unknown session is not_found', async () => {
    const client = createClient({ endpoint: t.url, apiKey: key })
    await expect(client.createSession({ app: 'nope' })).rejects.toMatchObject({ code: 'unknown_app' })
    await expect(client.resumeSession('00000000-0000-4000-8000-000000000000')).rejects.toMatchObject({
      code: 'not_found',
      status: 404,
    })
  })

  it('429 surfaces rate_limited with Retry-After', async () => {
    const limited = await t.tenant('tiny', { rateLimitPerMinute: 2 })
    const client = createClient({ endpoint: t.url, apiKey: limited })
    await client.listModels()
    await client.listModels()
    const error = await client.listModels().catch((e: unknown) => e)
    expect(error).toMatchObject({ code: 'rate_limited', status: 429, retryable: true })
    expect((error as MindwireError).retryAfterMs).toBeGreaterThan(0)
  })

  it('a model failure during a stream is a typed error from the iterator', async () => {
    const client = createClient({ endpoint: t.url, apiKey: key })
    const session = await client.createSession({ app: 'board' })
    t.llm.enqueue({ status: 401, message: 'bad upstream key' })
    const error = await session
      .sendStreaming('hi')
      .message()
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(MindwireError)
    expect((error as MindwireError).code).toMatch(/^model_/)
  })

  it('an unreachable server is a retryable network error', async () => {
    const client = createClient({ endpoint: 'http://127.0.0.1:9', apiKey: key })
    await expect(client.listModels()).rejects.toMatchObject({ code: 'network', retryable: true })
  })
})
