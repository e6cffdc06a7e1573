import type { BenchCase } from '../bench-row.ts'
import { startStreamingServer } from '../fixtures/streaming-server.ts'
import { runLoadClient } from '../load/run-load-client.ts'
import { collectGarbage, round } from '../measure.ts'

const CONCURRENCY = Number(process.env.BENCH_LOAD_CONCURRENCY ?? 500)
const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 60)
const WARMUP_SECONDS = Math.max(5, Math.round(SECONDS / 4))

const rssMiB = () => {
  collectGarbage()
  return round(process.memoryUsage().rss / 2 ** 20, 1)
}

/**
 * 500 concurrent chat streams for 60 s from a second process on loopback. A shorter warm-up load runs
 * first: the embedded database and the runtime grow to their working size then (PGlite's WebAssembly
 * memory never shrinks), so "flat" compares the server's RSS after the warm-up with its RSS after the
 * measured load — growth there would be a leak.
 */
export const serverLoad: BenchCase = {
  name: 'server/load',
  description: `${CONCURRENCY} concurrent SSE chats for ${SECONDS} s from a second process (after a ${WARMUP_SECONDS} s warm-up)`,
  async run(progress) {
    const { url, close } = await startStreamingServer()
    try {
      const idle = rssMiB()
      await runLoadClient(url, CONCURRENCY, WARMUP_SECONDS)
      const warm = rssMiB()
      const started = performance.now()
      const ticker = setInterval(
        () => progress(Math.min(SECONDS, (performance.now() - started) / 1000), SECONDS),
        1000,
      )
      const seen = await runLoadClient(url, CONCURRENCY, SECONDS).finally(() => clearInterval(ticker))
      const after = rssMiB()
      return [
        { name: 'server/load-throughput', value: round(seen.requestsPerSecond, 1), unit: 'requests/s' },
        { name: 'server/load-events', value: Math.round(seen.eventsPerSecond), unit: 'events/s' },
        { name: 'server/load-p99', value: round(seen.p99Ms, 1), unit: 'ms' },
        { name: 'server/load-errors', value: seen.errors, unit: 'errors', target: '0' },
        { name: 'server/load-rss-idle', value: idle, unit: 'MiB' },
        { name: 'server/load-rss-warm', value: warm, unit: 'MiB' },
        { name: 'server/load-rss-after', value: after, unit: 'MiB', target: 'flat vs warm' },
      ]
    } finally {
      await close()
    }
  },
}
