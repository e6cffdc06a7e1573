import type { Store } from '@mindwire/store'
import type { FastifyBaseLogger } from 'fastify'
import type { Bus } from './bus/bus.ts'
import type { DomainRegistry } from './domains/domain-registry.ts'
import type { Metrics } from './metrics/metrics.ts'
import type { Readiness } from './readiness.ts'
import type { OpenTurns } from './runs/open-turns.ts'
import type { RunRegistry } from './runs/run-registry.ts'
import type { ServerConfig } from './server-config.ts'

/** What route handlers share. */
export interface ServerContext {
  store: Store
  config: ServerConfig
  domains: DomainRegistry
  runs: RunRegistry
  /** The turns of the runs in progress, each committed in one transaction when its run ends. */
  turns: OpenTurns
  /** Live traffic between instances (vehicle commands, live-run events); in-process with one instance. */
  bus: Bus
  metrics: Metrics
  log: FastifyBaseLogger
  /** Start-up work still pending; `/readyz` reports it. */
  readiness: Readiness
  onTimeToFirstToken?: (ms: number) => void
}
