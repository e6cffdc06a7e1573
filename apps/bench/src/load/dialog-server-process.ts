// Run as a separate process: the cockpit dialog server a fleet measures, alone in its process as
// `mindwire serve` runs (the bench's own process holds what earlier cases left — server/load's stores and
// their memory — and a server beside that measured the harness as much as itself).
// Usage: node dialog-server-process.ts '<options JSON>'. It answers on stdout, one line each, prefixed with
// REPLY_PREFIX: first { url, key } once it listens; then to `stats` on stdin { turnCommits, cpuMs } (its
// turn commits and CPU time so far), and to `close` { closed: true } once the server has closed.
import { createInterface } from 'node:readline'
import { startCockpitServer } from '@mindwire/cockpit/testing'
import { type DialogServerOptions, REPLY_PREFIX } from './start-dialog-server.ts'

const reply = (value: unknown) => process.stdout.write(`${REPLY_PREFIX}${JSON.stringify(value)}\n`)

const options = JSON.parse(process.argv[2] ?? '{}') as DialogServerOptions
const server = await startCockpitServer(options)
reply({ url: server.url, key: server.key })
for await (const line of createInterface({ input: process.stdin })) {
  if (line === 'stats') {
    const cpu = process.cpuUsage()
    reply({ turnCommits: server.store.turns.stats().transactions, cpuMs: (cpu.user + cpu.system) / 1000 })
  } else if (line === 'close') {
    await server.close()
    reply({ closed: true })
    process.exit(0)
  }
}
