// Run as a separate process, so the client's own work does not disturb the server being measured.
// Usage: node sse-load-client.ts <url> <concurrency> <seconds> [maxRequests] [native|agui]
// Keeps <concurrency> chat streams in flight until the time or the request budget runs out, then prints
// one JSON line with what it saw.
import { percentile } from '../measure.ts'
import { streamAgui, streamChat } from './read-sse.ts'

const [url, concurrencyText, secondsText, maxRequestsText, protocol = 'native'] = process.argv.slice(2)
const concurrency = Number(concurrencyText)
const deadline = performance.now() + Number(secondsText) * 1000
let budget = maxRequestsText && maxRequestsText !== '0' ? Number(maxRequestsText) : Number.POSITIVE_INFINITY
const latencies: number[] = []
let errors = 0
let events = 0

async function worker(id: number): Promise<void> {
  let turn = 0
  while (performance.now() < deadline && budget-- > 0) {
    const started = performance.now()
    try {
      const message = `load ${id}.${turn++}`
      const received =
        protocol === 'agui'
          ? await streamAgui(url!, `bench-${process.pid}-${id}-${turn}`, message)
          : await streamChat(url!, { app: 'bench', message })
      events += received
      latencies.push(performance.now() - started)
    } catch {
      errors++
    }
  }
}

const started = performance.now()
await Promise.all(Array.from({ length: concurrency }, (_, id) => worker(id)))
const seconds = (performance.now() - started) / 1000
process.stdout.write(
  `${JSON.stringify({ requests: latencies.length, errors, seconds, requestsPerSecond: latencies.length / seconds, eventsPerSecond: events / seconds, p50Ms: percentile(latencies, 50), p99Ms: percentile(latencies, 99) })}\n`,
)
