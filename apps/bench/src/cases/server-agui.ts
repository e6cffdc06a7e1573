import type { BenchCase } from '../bench-row.ts'
import { startStreamingServer, TOKENS } from '../fixtures/streaming-server.ts'
import { type LoadResult, runLoadClient } from '../load/run-load-client.ts'
import { percentile, round } from '../measure.ts'

const WARMUP = 30
const REQUESTS = 200

/**
 * What the AG-UI adapter adds over the native SSE stream of the same run engine: the server's own time to
 * first token (`server/ttft`, same zero-latency model, one stream at a time from a second process) and the
 * stream's time per event, native and AG-UI measured alternately on one server.
 */
export const serverAgui: BenchCase = {
  name: 'server/agui-overhead',
  description: `${REQUESTS} sequential native SSE chats and ${REQUESTS} AG-UI runs, ${TOKENS.length} tokens each`,
  async run(progress) {
    let ttft: number[] = []
    const { url, close } = await startStreamingServer((ms) => ttft.push(ms))
    try {
      const measure = async (protocol: 'native' | 'agui', step: number) => {
        ttft = []
        const seen = await runLoadClient(url, 1, 600, WARMUP + REQUESTS, protocol)
        progress(step, 2)
        return { ttft: percentile(ttft.slice(WARMUP), 50), seen }
      }
      const native = await measure('native', 1)
      const agui = await measure('agui', 2)
      // Wall time per event received, the request and the run included.
      const perEvent = (seen: LoadResult) => 1e6 / seen.eventsPerSecond
      return [
        { name: 'server/native-ttft-p50', value: round(native.ttft, 3), unit: 'ms' },
        { name: 'server/agui-ttft-p50', value: round(agui.ttft, 3), unit: 'ms' },
        {
          name: 'server/agui-ttft-overhead',
          value: round((agui.ttft / native.ttft - 1) * 100, 1),
          unit: '%',
          target: '≤ 10 %',
        },
        { name: 'server/native-us-per-event', value: round(perEvent(native.seen), 2), unit: 'µs' },
        { name: 'server/agui-us-per-event', value: round(perEvent(agui.seen), 2), unit: 'µs' },
        {
          // The adapter's cost per streamed event (translation and AG-UI framing), apart from the run's start.
          name: 'server/agui-per-event-overhead',
          value: round((perEvent(agui.seen) / perEvent(native.seen) - 1) * 100, 1),
          unit: '%',
          target: '≤ 10 %',
        },
        {
          name: 'server/agui-errors',
          value: agui.seen.errors + native.seen.errors,
          unit: 'errors',
          target: '0',
        },
      ]
    } finally {
      await close()
    }
  },
}
