import type { AddressInfo } from 'node:net'
import { analystServerDomain, analystWorkerDeps } from '@mindwire/analyst'
import { createServer } from '@mindwire/server'
import { openStore } from '@mindwire/store'

/**
 * The analyst as `mindwire serve` hosts it (worker-thread decoding and analysis), alone in this process so
 * the fuzz suite can read the process's peak memory (VmHWM) apart from its own. Prints one JSON line
 * with its URL and a tenant's key; ends on SIGTERM.
 */
const store = await openStore({ memory: true })
const deps = analystWorkerDeps()
const server = await createServer({
  store,
  // Accepted uploads are kept; the fuzzer's hundreds must not reach the tenant cap, which is not under test.
  domains: [analystServerDomain({ deps: () => deps, uploadQuota: { maxRuns: 1000, maxBytes: 2 ** 40 } })],
  config: { auth: 'required', rateLimitPerMinute: 1_000_000 },
})
await server.app.listen({ port: 0, host: '127.0.0.1' })
await store.tenants.create({ id: 'fuzz' })
const { key } = await store.apiKeys.create('fuzz')
const { port } = server.app.server.address() as AddressInfo
console.log(JSON.stringify({ url: `http://127.0.0.1:${port}`, key }))
process.once('SIGTERM', async () => {
  await server.app.close()
  await deps.close()
  await store.close()
  process.exit(0)
})
