import { startServeCluster } from '@mindwire/cli/testing'
import { probeNats, TEST_NATS_URL } from '@mindwire/server/testing/nats'
import { createTestDatabase, probePostgres } from '@mindwire/store/testing'
import type { BenchCase, BenchRow } from '../bench-row.ts'
import { runFleetLoad } from '../load/fleet-load.ts'
import { round } from '../measure.ts'

const INSTANCES = 3
const VEHICLES = Number(process.env.BENCH_FLEET_VEHICLES ?? 1000)
// Each car about every 40 s: what this shared 2-core machine carries with three instances and 1,000 agents
// (100/s saturates it; see the README).
const PER_SECOND = Number(process.env.BENCH_FLEET_DIALOGS_PER_SECOND ?? 25)
const SECONDS = Number(process.env.BENCH_FLEET_SECONDS ?? 30)

/**
 * Three `mindwire serve` processes on one PostgreSQL and NATS JetStream, a fleet of vehicle agents spread
 * over them, dialogs at random instances; half-way one instance is killed (kill -9). Everything (the
 * instances, PostgreSQL, NATS, the agents and the load) shares this machine's cores.
 */
export const cockpitFleet: BenchCase = {
  name: 'cockpit/fleet',
  description: `${INSTANCES} instances + NATS + PostgreSQL, ${VEHICLES} vehicle agents, ${PER_SECOND} dialogs/s at random instances for ${SECONDS} s, one instance killed at ${SECONDS / 2} s`,
  async run(progress) {
    const [postgres, nats] = await Promise.all([probePostgres(), probeNats()])
    if (!postgres.reachable || !nats.reachable) {
      process.stderr.write(`cockpit/fleet skipped: PostgreSQL or NATS at ${TEST_NATS_URL} unreachable\n`)
      return []
    }
    const database = await createTestDatabase()
    const cluster = await startServeCluster({
      count: INSTANCES,
      databaseUrl: database.url,
      natsUrl: TEST_NATS_URL,
      env: { MINDWIRE_MODEL: 'offline' },
    })
    const started = performance.now()
    const ticker = setInterval(
      () => progress(Math.min(SECONDS, (performance.now() - started) / 1000), SECONDS),
      1000,
    )
    try {
      const report = await runFleetLoad({
        cluster,
        databaseUrl: database.url,
        vehicles: VEHICLES,
        dialogsPerSecond: PER_SECOND,
        durationMs: SECONDS * 1000,
        kill: { instance: 0, atMs: (SECONDS * 1000) / 2 },
      })
      if (report.errors > 0)
        process.stderr.write(`cockpit/fleet errors: ${JSON.stringify(report.errorCodes)}\n`)
      return fleetRows(report)
    } finally {
      clearInterval(ticker)
      await cluster.stop()
      await database.drop()
    }
  },
}

function fleetRows(report: Awaited<ReturnType<typeof runFleetLoad>>): BenchRow[] {
  return [
    { name: 'cockpit/fleet-dialogs', value: report.dialogs, unit: 'dialogs' },
    { name: 'cockpit/fleet-p50', value: round(report.p50Ms, 1), unit: 'ms' },
    { name: 'cockpit/fleet-p95', value: round(report.p95Ms, 1), unit: 'ms' },
    { name: 'cockpit/fleet-errors', value: report.errors, unit: 'errors', target: '0' },
    { name: 'cockpit/fleet-retried', value: report.retried, unit: 'dialogs' },
    { name: 'cockpit/fleet-crossed', value: round(report.crossedShare * 100, 1), unit: '% of commands' },
    { name: 'cockpit/fleet-executed', value: report.executed, unit: 'commands' },
    { name: 'cockpit/fleet-lost', value: report.lost, unit: 'commands', target: '0' },
    { name: 'cockpit/fleet-unrecorded', value: report.unrecorded, unit: 'commands' },
    { name: 'cockpit/fleet-duplicates', value: report.duplicateExecutions, unit: 'commands', target: '0' },
    { name: 'cockpit/fleet-redelivered', value: report.repeatedDeliveries, unit: 'deliveries' },
    { name: 'cockpit/fleet-handed-over', value: report.handedOver, unit: 'vehicles' },
    {
      name: 'cockpit/fleet-reconnected',
      value: report.reconnected,
      unit: 'vehicles',
      target: '= handed over',
    },
    { name: 'cockpit/fleet-reconnect-p95', value: round(report.reconnectP95Ms, 0), unit: 'ms' },
  ]
}
