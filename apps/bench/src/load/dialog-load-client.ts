// Run as a separate process: N vehicles talk to the dialog API for D seconds. Each vehicle says one
// utterance, waits for the answer, then pauses as a driver would (think time, uniform in
// [thinkMs/2, 3·thinkMs/2]); thinkMs 0 makes every vehicle send back to back (saturation).
// It shares the cores with the server it measures, so it uses node:http over kept-alive sockets, not
// fetch: fetch cost about 0.65 ms of CPU a request here, more than PostgreSQL spent on it.
// Usage: node dialog-load-client.ts <url> <apiKey> <vehicles> <seconds> <utterances.json> <thinkMs> [idPrefix]
import { randomUUID } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { Agent, request } from 'node:http'
import { monitorEventLoopDelay } from 'node:perf_hooks'
import { setTimeout as sleep } from 'node:timers/promises'
import { percentile } from '../measure.ts'

const [url, key, vehiclesText, secondsText, utterancesFile, thinkText, idPrefix = 'load'] =
  process.argv.slice(2)
const utterances = JSON.parse(readFileSync(utterancesFile!, 'utf8')) as string[]
const thinkMs = Number(thinkText ?? 0)
const deadline = performance.now() + Number(secondsText) * 1000
const agent = new Agent({ keepAlive: true, maxSockets: Number.POSITIVE_INFINITY })
const latencies: number[] = []
// A vehicle's first request creates its session and registers the car; the rest find both.
const first: number[] = []
const later: number[] = []
// Of the later requests, the server's own time: run start → response ready, as each response's meta says.
const laterInRun: number[] = []
let errors = 0
// This process's own delays, which would show in every latency it measures. The histogram holds the time
// between its timer's checks, so the resolution itself is taken off.
const LOOP_RESOLUTION_MS = 2
const loopDelay = monitorEventLoopDelay({ resolution: LOOP_RESOLUTION_MS })

async function vehicle(index: number): Promise<void> {
  const sessionId = randomUUID()
  let turn = index
  if (thinkMs) await sleep(Math.random() * thinkMs)
  while (performance.now() < deadline) {
    const text = utterances[turn++ % utterances.length]
    const started = performance.now()
    try {
      const response = await post(JSON.stringify({ sessionId, vehicleId: `${idPrefix}-${index}`, text }))
      const answer = JSON.parse(response.body) as { success?: boolean; meta?: { latencyMs?: number } }
      if (response.status !== 200 || !answer.success) errors++
      else {
        const latency = performance.now() - started
        latencies.push(latency)
        ;(turn === index + 1 ? first : later).push(latency)
        if (turn !== index + 1 && answer.meta?.latencyMs !== undefined) laterInRun.push(answer.meta.latencyMs)
      }
    } catch {
      errors++
    }
    if (thinkMs) await sleep(thinkMs / 2 + Math.random() * thinkMs)
  }
}

/** One POST of the dialog API, its status and whole body. */
function post(body: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const sent = request(
      `${url}/api/v1/dialog`,
      {
        method: 'POST',
        agent,
        headers: {
          authorization: `Bearer ${key}`,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
        },
      },
      (response) => {
        let text = ''
        response.setEncoding('utf8')
        response.on('data', (chunk: string) => {
          text += chunk
        })
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }))
        response.on('error', reject)
      },
    )
    sent.on('error', reject)
    sent.end(body)
  })
}

loopDelay.enable()
const started = performance.now()
await Promise.all(Array.from({ length: Number(vehiclesText) }, (_, i) => vehicle(i)))
const seconds = (performance.now() - started) / 1000
process.stdout.write(
  `${JSON.stringify({ requests: latencies.length, errors, requestsPerSecond: latencies.length / seconds, p50Ms: percentile(latencies, 50), p95Ms: percentile(latencies, 95), p99Ms: percentile(latencies, 99), firstP95Ms: percentile(first, 95), laterP95Ms: percentile(later, 95), laterInRunP95Ms: percentile(laterInRun, 95), clientLoopDelayP99Ms: Math.max(0, loopDelay.percentile(99) / 1e6 - LOOP_RESOLUTION_MS) })}\n`,
)
