import type { BenchCase } from '../bench-row.ts'
import { startStreamingServer, TOKENS } from '../fixtures/streaming-server.ts'
import { runLoadClient } from '../load/run-load-client.ts'
import { percentile, round } from '../measure.ts'

const WARMUP = 50
const REQUESTS = 400

/** The server's own time to first token and SSE throughput, one stream at a time from a second process. */
export const serverStreaming: BenchCase = {
  name: 'server/ttft',
  description: `${REQUESTS} sequential SSE chats from a second process; zero-latency model streaming ${TOKENS.length} tokens`,
  async run(progress) {
    const ttft: number[] = []
    const { url, close } = await startStreamingServer((ms) => {
      ttft.push(ms)
      if (ttft.length % 50 === 0) progress(ttft.length, WARMUP + REQUESTS)
    })
    try {
      const seen = await runLoadClient(url, 1, 600, WARMUP + REQUESTS)
      const measured = ttft.slice(WARMUP)
      return [
        { name: 'server/ttft-p50', value: round(percentile(measured, 50), 3), unit: 'ms' },
        { name: 'server/ttft-p99', value: round(percentile(measured, 99), 3), unit: 'ms', target: '< 2 ms' },
        { name: 'server/sse-events', value: Math.round(seen.eventsPerSecond), unit: 'events/s' },
        { name: 'server/sse-errors', value: seen.errors, unit: 'errors', target: '0' },
      ]
    } finally {
      await close()
    }
  },
}
