// Run as a separate process: N vehicles talk to the dialog API for D seconds. Each vehicle says one
// utterance, waits for the answer, then pauses as a driver would (think time, uniform in
// [thinkMs/2, 3·thinkMs/2]); thinkMs 0 makes every vehicle send back to back (saturation).
// Usage: node dialog-load-client.ts <url> <apiKey> <vehicles> <seconds> <utterances.json> <thinkMs>
import { randomUUID } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { setTimeout as sleep } from 'node:timers/promises'
import { percentile } from '../measure.ts'

const [url, key, vehiclesText, secondsText, utterancesFile, thinkText] = process.argv.slice(2)
const utterances = JSON.parse(readFileSync(utterancesFile!, 'utf8')) as string[]
const thinkMs = Number(thinkText ?? 0)
const deadline = performance.now() + Number(secondsText) * 1000
const latencies: number[] = []
// A vehicle's first request creates its session and registers the car; the rest find both.
const first: number[] = []
const later: number[] = []
let errors = 0

async function vehicle(index: number): Promise<void> {
  const sessionId = randomUUID()
  let turn = index
  if (thinkMs) await sleep(Math.random() * thinkMs)
  while (performance.now() < deadline) {
    const text = utterances[turn++ % utterances.length]
    const started = performance.now()
    try {
      const response = await fetch(`${url}/api/v1/dialog`, {
        method: 'POST',
        headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
        body: JSON.stringify({ sessionId, vehicleId: `load-${index}`, text }),
      })
      const body = await response.json()
      if (!response.ok || !body.success) errors++
      else {
        const latency = performance.now() - started
        latencies.push(latency)
        ;(turn === index + 1 ? first : later).push(latency)
      }
    } catch {
      errors++
    }
    if (thinkMs) await sleep(thinkMs / 2 + Math.random() * thinkMs)
  }
}

const started = performance.now()
await Promise.all(Array.from({ length: Number(vehiclesText) }, (_, i) => vehicle(i)))
const seconds = (performance.now() - started) / 1000
process.stdout.write(
  `${JSON.stringify({ requests: latencies.length, errors, requestsPerSecond: latencies.length / seconds, p50Ms: percentile(latencies, 50), p95Ms: percentile(latencies, 95), p99Ms: percentile(latencies, 99), firstP95Ms: percentile(first, 95), laterP95Ms: percentile(later, 95) })}\n`,
)
