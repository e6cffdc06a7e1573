import { randomUUID } from 'node:crypto'
import { Redis } from 'ioredis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { api } from '../testing/http-client.ts'
import { servicesRequired } from '../testing/nats-test-server.ts'
import { startTestServer, type TestServer } from '../testing/test-server.ts'

const REDIS_URL = process.env.MINDWIRE_TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'
const redisError = await probeRedis(REDIS_URL)
if (redisError && !servicesRequired)
  console.warn(
    `[rate-limit tests] Redis at ${REDIS_URL} is unreachable (${redisError}): skipping the shared variant`,
  )

async function probeRedis(url: string): Promise<string | undefined> {
  const client = new Redis(url, { lazyConnect: true, connectTimeout: 1000, maxRetriesPerRequest: 0 })
  try {
    await client.connect()
    await client.ping()
    return undefined
  } catch (error) {
    return (error as Error).message
  } finally {
    client.disconnect()
  }
}

describe.skipIf(redisError !== undefined && !servicesRequired)('rate limits shared through Redis', () => {
  let first: TestServer
  let second: TestServer
  beforeAll(async () => {
    first = await startTestServer({ config: { redisUrl: REDIS_URL } })
    second = await startTestServer({ config: { redisUrl: REDIS_URL }, store: first.store, llm: first.llm })
  })
  afterAll(async () => {
    await second.close({ keepStore: true })
    await first.close()
  })

  it('two instances allow a tenant its rate once between them, not once each', async () => {
    const { key } = await first.tenant(`shared-${randomUUID().slice(0, 8)}`, { rateLimitPerMinute: 4 })
    const statuses: number[] = []
    for (const server of [first, second, first, second, first, second])
      statuses.push((await api(`${server.url}/api/ai/sessions`, key)).status)
    expect(statuses).toEqual([200, 200, 200, 200, 429, 429])
  })
})
