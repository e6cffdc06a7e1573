import type { BenchCase } from '../bench-row.ts'
import { startStreamingServer, TOKENS } from '../fixtures/streaming-server.ts'
import { runLoadClient } from '../load/run-load-client.ts'
import { percentile, round } from '../measure.ts'

const WARMUP = 30
const REQUESTS = 200
// Native and AG-UI alternate in rounds (ABBA order), so a shift of the machine's load between the two
// halves does not land on one side: on the shared 2-core machine it had put ±20 % on the per-event figure.
const ROUNDS = 4

/**
 * What the AG-UI adapter adds over the native SSE stream of the same run engine: the server's own time to
 * first token (`server/ttft`, same zero-latency model, one stream at a time from a second process) and the
 * stream's time per event, native and AG-UI measured alternately on one server.
 */
export const serverAgui: BenchCase = {
  name: 'server/agui-overhead',
  description: `${REQUESTS} sequential native SSE chats and ${REQUESTS} AG-UI runs (in ${ROUNDS} alternating rounds), ${TOKENS.length} tokens each`,
  async run(progress) {
    let ttft: number[] = []
    const { url, close } = await startStreamingServer((ms) => ttft.push(ms))
    try {
      const totals = {
        native: { ttft: [] as number[], events: 0, seconds: 0, errors: 0 },
        agui: { ttft: [] as number[], events: 0, seconds: 0, errors: 0 },
      }
      const measure = async (protocol: 'native' | 'agui') => {
        ttft = []
        const seen = await runLoadClient(url, 1, 600, WARMUP + REQUESTS / ROUNDS, protocol)
        const total = totals[protocol]
        total.ttft.push(...ttft.slice(WARMUP))
        total.events += seen.eventsPerSecond * seen.seconds
        total.seconds += seen.seconds
        total.errors += seen.errors
      }
      for (let round = 0; round < ROUNDS; round++) {
        const order = round % 2 === 0 ? (['native', 'agui'] as const) : (['agui', 'native'] as const)
        for (const protocol of order) await measure(protocol)
        progress(round + 1, ROUNDS)
      }
      const native = { ...totals.native, ttft: percentile(totals.native.ttft, 50) }
      const agui = { ...totals.agui, ttft: percentile(totals.agui.ttft, 50) }
      // Wall time per event received, the request and the run included.
      const perEvent = (seen: { events: number; seconds: number }) => (1e6 * seen.seconds) / seen.events
      return [
        { name: 'server/native-ttft-p50', value: round(native.ttft, 3), unit: 'ms' },
        { name: 'server/agui-ttft-p50', value: round(agui.ttft, 3), unit: 'ms' },
        {
          name: 'server/agui-ttft-overhead',
          value: round((agui.ttft / native.ttft - 1) * 100, 1),
          unit: '%',
          target: '≤ 10 %',
        },
        { name: 'server/native-us-per-event', value: round(perEvent(native), 2), unit: 'µs' },
        { name: 'server/agui-us-per-event', value: round(perEvent(agui), 2), unit: 'µs' },
        {
          // The adapter's cost per streamed event (translation and AG-UI framing), apart from the run's start.
          name: 'server/agui-per-event-overhead',
          value: round((perEvent(agui) / perEvent(native) - 1) * 100, 1),
          unit: '%',
          target: '≤ 10 %',
        },
        {
          name: 'server/agui-errors',
          value: agui.errors + native.errors,
          unit: 'errors',
          target: '0',
        },
      ]
    } finally {
      await close()
    }
  },
}
