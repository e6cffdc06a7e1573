import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client'
import { DROP_REASONS, type DropReason, noDrops } from '../bus/bus.ts'

/** The server's Prometheus instruments, on a registry of its own. */
export interface Metrics {
  registry: Registry
  httpDuration: Histogram<'method' | 'route' | 'status'>
  timeToFirstToken: Histogram
  tokens: Counter<'direction' | 'model'>
  toolCalls: Counter<'tool' | 'status'>
  toolDuration: Histogram<'tool'>
  errors: Counter<'code'>
  /** Failures that reached the process, not a request (unhandled rejections). */
  processFaults: Counter<'kind'>
  liveRuns: Gauge
  busDropped: Counter<'reason'>
}

/** Creates the instruments; `liveRuns` and `busDrops` read their values when scraped. */
export function createMetrics(
  liveRuns: () => number,
  busDrops: () => Readonly<Record<DropReason, number>> = noDrops,
): Metrics {
  // The bus counts its drops itself (it exists before the server); the counter follows it when scraped.
  const counted: Record<string, number> = {}
  const registry = new Registry()
  collectDefaultMetrics({ register: registry, prefix: 'mindwire_process_' })
  const registers = [registry]
  return {
    registry,
    httpDuration: new Histogram({
      name: 'mindwire_http_request_duration_seconds',
      help: 'HTTP request latency (plain JSON responses; streams are measured by time to first token)',
      labelNames: ['method', 'route', 'status'],
      buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    }),
    timeToFirstToken: new Histogram({
      name: 'mindwire_time_to_first_token_seconds',
      help: 'From request received to the first text delta written to the client',
      buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
      registers,
    }),
    tokens: new Counter({
      name: 'mindwire_tokens_total',
      help: 'Model tokens',
      labelNames: ['direction', 'model'],
      registers,
    }),
    toolCalls: new Counter({
      name: 'mindwire_tool_calls_total',
      help: 'Tool calls by outcome',
      labelNames: ['tool', 'status'],
      registers,
    }),
    toolDuration: new Histogram({
      name: 'mindwire_tool_call_duration_seconds',
      help: 'How long server tools ran (seed 000 §8: < 500 ms)',
      labelNames: ['tool'],
      buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
      registers,
    }),
    errors: new Counter({
      name: 'mindwire_errors_total',
      help: 'Errors by code',
      labelNames: ['code'],
      registers,
    }),
    processFaults: new Counter({
      name: 'mindwire_process_faults_total',
      help: 'Rejected promises nobody handled; the process kept serving',
      labelNames: ['kind'],
      registers,
    }),
    liveRuns: new Gauge({
      name: 'mindwire_live_runs',
      help: 'Agent runs in progress',
      registers,
      collect() {
        this.set(liveRuns())
      },
    }),
    busDropped: new Counter({
      name: 'mindwire_bus_messages_dropped_total',
      help: 'Bus messages dropped on arrival, never acted on: unsealed (forged or foreign), stale, replay, schema',
      labelNames: ['reason'],
      registers,
      collect() {
        const drops = busDrops()
        for (const reason of DROP_REASONS) {
          const more = drops[reason] - (counted[reason] ?? 0)
          this.inc({ reason }, Math.max(more, 0))
          counted[reason] = drops[reason]
        }
      },
    }),
  }
}
