import { connect } from '@nats-io/transport-node'

/** The NATS (with JetStream) the multi-instance tests run on. */
export const TEST_NATS_URL = process.env.MINDWIRE_TEST_NATS_URL ?? 'nats://127.0.0.1:4222'

/** Whether the test NATS answers; with CI set a missing NATS must fail the tests, never skip them quietly. */
export async function probeNats(url = TEST_NATS_URL): Promise<{ reachable: boolean; error?: string }> {
  try {
    const connection = await connect({ servers: url, timeout: 2000, reconnect: false })
    await connection.close()
    return { reachable: true }
  } catch (error) {
    return { reachable: false, error: (error as Error).message }
  }
}

/** True when CI requires every real service instead of skipping what is not reachable. */
export const servicesRequired = Boolean(process.env.CI)
