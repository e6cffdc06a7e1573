// A cockpit server in a process of its own, for tests that kill it: `node cockpit-server-process.ts
// <dataDir | postgres url> [apiKey]`. Prints one JSON line { url, key } once it listens, then serves
// until it is killed. Given no key it creates the fleet tenant and a key; given one, it reuses the store's.
import { startCockpitServer } from './cockpit-test-server.ts'

const [where, key] = process.argv.slice(2)
if (!where) throw new Error('usage: cockpit-server-process.ts <dataDir | postgres url> [apiKey]')
const database = where.startsWith('postgres') ? { databaseUrl: where } : { dataDir: where }
const server = await startCockpitServer({ ...database, key, rateLimitPerMinute: 1_000_000 })
process.stdout.write(`${JSON.stringify({ url: server.url, key: server.key })}\n`)
