// Run as a separate process beside a fleet on PostgreSQL: one durable single-row commit every 20 ms on a
// connection of its own, for D seconds. What it measures is what the database and the disk under it gave
// any commit during the fleet: the server's turn commits wait for the same WAL flush, so a stall of the
// disk's flush reaches every request whose turn is committing then.
// Usage: node commit-probe.ts <databaseUrl> <seconds>  → one JSON line.
import { setTimeout as sleep } from 'node:timers/promises'
import pg from 'pg'
import { percentile } from '../measure.ts'

const INTERVAL_MS = 20
// A commit slower than this alone spends the request's whole p95 goal on PostgreSQL (issue 20).
const STALL_MS = 20

const [url, secondsText] = process.argv.slice(2)
const client = new pg.Client({ connectionString: url })
await client.connect()
await client.query('create table if not exists bench_commit_probe (at timestamptz not null default now())')
const deadline = performance.now() + Number(secondsText) * 1000
const latencies: number[] = []
while (performance.now() < deadline) {
  const started = performance.now()
  await client.query('insert into bench_commit_probe default values')
  latencies.push(performance.now() - started)
  await sleep(INTERVAL_MS)
}
await client.end()
const stalls = latencies.filter((ms) => ms > STALL_MS)
process.stdout.write(
  `${JSON.stringify({
    // The table's creation commits too.
    commits: latencies.length + 1,
    p99Ms: percentile(latencies, 99),
    maxMs: Math.max(...latencies),
    stallMs: stalls.reduce((sum, ms) => sum + ms, 0),
  })}\n`,
)
