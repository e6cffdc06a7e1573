import { execFile } from 'node:child_process'
import { writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { startCockpitServer } from '@mindwire/cockpit/testing'
import { createTestDatabase, probePostgres } from '@mindwire/store/testing'
import type { BenchCase, BenchRow } from '../bench-row.ts'
import { standardCommands } from '../fixtures/cockpit-utterances.ts'
import { round } from '../measure.ts'

const VEHICLES = Number(process.env.BENCH_DIALOG_VEHICLES ?? 100)
const SECONDS = Number(process.env.BENCH_DIALOG_SECONDS ?? 20)
// A driver speaks every 2 s on average here, far more often than in a real car.
const THINK_MS = Number(process.env.BENCH_DIALOG_THINK_MS ?? 2000)
const client = fileURLToPath(new URL('../load/dialog-load-client.ts', import.meta.url))

/**
 * POST /api/v1/dialog on the offline fast path with 100 vehicles talking at once, from a second process:
 * latency under that load, on embedded PGlite and on PostgreSQL, and the throughput ceiling when every
 * vehicle sends back to back.
 */
export const cockpitDialog: BenchCase = {
  name: 'cockpit/dialog',
  description: `/api/v1/dialog, offline path, ${VEHICLES} vehicles (one utterance per ~${THINK_MS / 1000} s each) for ${SECONDS} s`,
  async run(progress) {
    const utterances = join(tmpdir(), `utterances-${process.pid}.json`)
    await writeFile(utterances, JSON.stringify(standardCommands()))
    const rows: BenchRow[] = []
    const drivers: Array<[string, () => Promise<{ url?: string; drop(): Promise<void> }>]> = [
      ['pglite', async () => ({ drop: async () => {} })],
    ]
    if ((await probePostgres()).reachable) drivers.push(['postgres', createTestDatabase])
    let done = 0
    for (const [driver, database] of drivers) {
      const db = await database()
      // A fleet's tenant gets a rate limit sized for its vehicles; the default (600/min) would refuse this.
      const server = await startCockpitServer({ rateLimitPerMinute: 1_000_000, databaseUrl: db.url })
      try {
        const load = await runClient(server.url, server.key, utterances, THINK_MS)
        progress(++done, drivers.length * 2)
        const saturated = await runClient(server.url, server.key, utterances, 0)
        progress(++done, drivers.length * 2)
        rows.push(
          { name: `cockpit/dialog-p50 (${driver})`, value: round(load.p50Ms, 2), unit: 'ms' },
          {
            name: `cockpit/dialog-p95 (${driver})`,
            value: round(load.p95Ms, 2),
            unit: 'ms',
            target: '< 20 ms',
          },
          {
            name: `cockpit/dialog-rate (${driver})`,
            value: round(load.requestsPerSecond, 1),
            unit: 'requests/s',
          },
          {
            name: `cockpit/dialog-errors (${driver})`,
            value: load.errors + saturated.errors,
            unit: 'errors',
            target: '0',
          },
          {
            name: `cockpit/dialog-max-throughput (${driver})`,
            value: round(saturated.requestsPerSecond, 1),
            unit: 'requests/s',
          },
        )
      } finally {
        await server.close()
        await db.drop()
      }
    }
    return rows
  },
}

async function runClient(url: string, key: string, utterances: string, thinkMs: number) {
  const args = [
    client,
    url,
    key,
    String(VEHICLES),
    String(thinkMs ? SECONDS : Math.min(SECONDS, 10)),
    utterances,
    String(thinkMs),
  ]
  const { stdout } = await promisify(execFile)(process.execPath, args, { maxBuffer: 1 << 20 })
  return JSON.parse(stdout.trim().split('\n').at(-1)!) as {
    p50Ms: number
    p95Ms: number
    requestsPerSecond: number
    errors: number
  }
}
