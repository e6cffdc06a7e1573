// A studio server in a process of its own, for tests that kill it: `node studio-server-process.ts
// <dataDir | postgres url> [apiKey]`. Prints one JSON line { url, key } once it listens, then serves
// until it is killed. The model is the studio's offline engine. Given no key it creates the tenant
// `tuner` and a key; given one, it reuses the store's.
import type { AddressInfo } from 'node:net'
import { loadModelConfig } from '@mindwire/agent'
import { createServer } from '@mindwire/server'
import { openStore } from '@mindwire/store'
import { studioServerDomain } from '../api/studio-server-domain.ts'
import { createStudio } from '../studio-domain.ts'

const [where, given] = process.argv.slice(2)
if (!where) throw new Error('usage: studio-server-process.ts <dataDir | postgres url> [apiKey]')
const store = await openStore(where.startsWith('postgres') ? { databaseUrl: where } : { dataDir: where })
const server = await createServer({
  store,
  domains: [studioServerDomain(createStudio())],
  models: loadModelConfig({}),
  config: { auth: 'required', rateLimitPerMinute: 1_000_000 },
})
await server.app.listen({ port: 0, host: '127.0.0.1' })
let key = given
if (!key) {
  if (!(await store.tenants.get('tuner'))) await store.tenants.create({ id: 'tuner' })
  key = (await store.apiKeys.create('tuner', 'crash test')).key
}
const { port } = server.app.server.address() as AddressInfo
process.stdout.write(`${JSON.stringify({ url: `http://127.0.0.1:${port}`, key })}\n`)
