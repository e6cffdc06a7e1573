// Run as a child process by heap-growth.test.ts: `node promoted-churn.ts PERCENT`. Churns garbage the way a
// streaming load does (every object outlives a few scavenges, so it is promoted, then dies in the old
// generation) and prints the old generation's committed high-water mark and its size after a full GC.
import { getHeapSpaceStatistics } from 'node:v8'
import { limitHeapGrowth } from './heap-growth.ts'

const percent = Number(process.argv[2])
if (percent > 0) limitHeapGrowth(percent)

const oldSpace = () => getHeapSpaceStatistics().find((s) => s.space_name === 'old_space')!.space_size
const RING = 400 // ~40 MB live: 400 slots of ~100 KB, each replaced once per lap
const ring: unknown[] = new Array(RING)
let peak = 0
for (let i = 0; i < RING * 25; i++) {
  // ~100 KB per slot as 1,000 small objects, so it stays in the regular (pooled) pages.
  ring[i % RING] = Array.from({ length: 1000 }, (_, j) => ({ i, j, text: `event ${i}:${j}` }))
  // Allocation in between, as the request path's short-lived garbage: it keeps scavenges coming.
  if (i % 10 === 0) await new Promise((resolve) => setImmediate(resolve))
  peak = Math.max(peak, oldSpace())
}
process.stdout.write(`${JSON.stringify({ peakOldSpace: peak, live: ring.length })}\n`)
