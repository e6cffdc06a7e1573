import { type ServeCluster, startServeCluster } from '@mindwire/cli/testing'
import { probeNats, servicesRequired, TEST_NATS_URL } from '@mindwire/server/testing/nats'
import { createTestDatabase, probePostgres, TEST_DATABASE_URL } from '@mindwire/store/testing'
import { type FakeLlmServer, startFakeLlmServer } from '@mindwire/testkit'
import { afterAll, beforeAll, describe, it } from 'vitest'

const [postgres, nats] = await Promise.all([probePostgres(), probeNats()])
const missing = [
  postgres.reachable ? undefined : `PostgreSQL at ${TEST_DATABASE_URL} (${postgres.error})`,
  nats.reachable ? undefined : `NATS at ${TEST_NATS_URL} (${nats.error})`,
].filter(Boolean)
if (missing.length > 0 && !servicesRequired)
  console.warn(
    `[multi-instance tests] unreachable: ${missing.join('; ')}: skipping them; with CI set they fail instead`,
  )

/** A running cluster with its fake LLM, for the tests of one file. */
export interface ClusterFixture {
  cluster: ServeCluster
  llm: FakeLlmServer
  /** The fresh PostgreSQL database the cluster runs on. */
  databaseUrl: string
  /** Calls an instance's API with the tenant's key. */
  call(
    instance: number,
    path: string,
    body?: unknown,
  ): Promise<{ status: number; json: any; headers: Headers }>
}

/**
 * Registers a suite over `count` real `mindwire serve` processes on a fresh PostgreSQL database and the test
 * NATS. Skipped visibly when either is unreachable, and failing instead when CI is set.
 */
export function describeCluster(
  title: string,
  count: number,
  suite: (fixture: ClusterFixture) => void,
): void {
  if (missing.length > 0) {
    if (servicesRequired)
      describe(title, () =>
        it('reaches PostgreSQL and NATS', () => {
          throw new Error(`unreachable: ${missing.join('; ')}; CI requires them`)
        }),
      )
    else describe.skip(title, () => {})
    return
  }
  describe(title, () => {
    let drop: () => Promise<void> = async () => {}
    const fixture = {} as ClusterFixture
    beforeAll(async () => {
      fixture.llm = await startFakeLlmServer()
      const database = await createTestDatabase()
      drop = database.drop
      fixture.databaseUrl = database.url
      fixture.cluster = await startServeCluster({
        count,
        databaseUrl: database.url,
        natsUrl: TEST_NATS_URL,
        env: {
          OPENAI_API_KEY: 'sk-test',
          OPENAI_BASE_URL: fixture.llm.openaiBaseURL,
          MINDWIRE_MODEL: 'openai:gpt-4o-mini',
          MINDWIRE_SSE_RESUME_GRACE_MS: '30000',
        },
      })
      fixture.call = async (instance, path, body) => {
        const response = await fetch(`${fixture.cluster.instances[instance]!.url}${path}`, {
          method: body === undefined ? 'GET' : 'POST',
          headers: {
            authorization: `Bearer ${fixture.cluster.apiKey}`,
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          },
          body: body === undefined ? undefined : JSON.stringify(body),
        })
        return { status: response.status, json: await response.json(), headers: response.headers }
      }
    }, 120_000)
    afterAll(async () => {
      await fixture.cluster?.stop()
      await fixture.llm?.close()
      await drop()
    }, 60_000)
    suite(fixture)
  })
}
