import { execFile } from 'node:child_process'
import { writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { createTestDatabase, probePostgres } from '@mindwire/store/testing'
import type { BenchCase, BenchRow } from '../bench-row.ts'
import { standardCommands } from '../fixtures/cockpit-utterances.ts'
import { commitsBetween, committedTransactions } from '../load/database-commits.ts'
import { type Load, runDialogFleet } from '../load/run-dialog-fleet.ts'
import { startDialogServer } from '../load/start-dialog-server.ts'
import { median, round } from '../measure.ts'

const FLEETS = (process.env.BENCH_DIALOG_VEHICLES ?? '100,1000').split(',').map(Number)
// Which drivers run (PostgreSQL only where it is reachable).
const DRIVERS = (process.env.BENCH_DIALOG_DRIVERS ?? 'pglite,postgres').split(',')
const SECONDS = Number(process.env.BENCH_DIALOG_SECONDS ?? 20)
// A driver speaks every 2 s on average here, far more often than in a real car.
const THINK_MS = Number(process.env.BENCH_DIALOG_THINK_MS ?? 2000)
// The 1,000-vehicle tail moves by half between runs of the same code on this machine: repeats report each
// figure's median over that many fleets (each on a new server and database) and the p95's spread.
const REPEATS = Math.max(1, Number(process.env.BENCH_DIALOG_REPEATS ?? 1))
// Before a fleet, a small fleet of other vehicles warms the new server's code (V8 compiles what runs hot)
// and its connections: a process minutes old, not the fleet, is what starts cold otherwise.
const WARM_UP = { vehicles: 50, seconds: 5, thinkMs: 200 }
const commitProbe = fileURLToPath(new URL('../load/commit-probe.ts', import.meta.url))
// How long the commit probe reads the quiet database, before the fleet.
const QUIET_PROBE_SECONDS = 5
// The issue's goals for one instance (issue 20): p95 per driver, and at most one durable commit a request.
const P95_GOAL_MS = { postgres: 20, pglite: 40 } as const

type Driver = keyof typeof P95_GOAL_MS
/** What single-row commits on a connection of their own took (see load/commit-probe.ts). */
type CommitProbe = { commits: number; p99Ms: number; maxMs: number; stallMs: number }

/**
 * POST /api/v1/dialog on the offline fast path, fleets of 100 and 1,000 vehicles talking at once from a
 * second process, on embedded PGlite and on PostgreSQL side by side: latency under that load, the
 * durable commits a request cost (the server's turn commits; on PostgreSQL also every transaction the
 * database counted, reads included), and the throughput ceiling when every vehicle sends back to back.
 * The server runs in a process of its own, as `mindwire serve` does (see load/dialog-server-process.ts).
 * Each fleet starts cold: a vehicle's first request creates its session and registers the vehicle. The
 * server does not: 50 other vehicles talk to it for 5 s first (see WARM_UP), outside every figure. On
 * PostgreSQL a probe commits one row every 20 ms, 5 s on the quiet database and then through the fleet,
 * to show what the disk's flush gave any commit (see load/commit-probe.ts).
 */
export const cockpitDialog: BenchCase = {
  name: 'cockpit/dialog',
  description: `/api/v1/dialog, offline path, ${FLEETS.join(' and ')} vehicles (one utterance per ~${THINK_MS / 1000} s each) for ${SECONDS} s${REPEATS > 1 ? `, median of ${REPEATS} fleets each` : ''}`,
  async run(progress) {
    const utterances = join(tmpdir(), `utterances-${process.pid}.json`)
    await writeFile(utterances, JSON.stringify(standardCommands()))
    const drivers: Driver[] = []
    if (DRIVERS.includes('pglite')) drivers.push('pglite')
    if (DRIVERS.includes('postgres') && (await probePostgres()).reachable) drivers.push('postgres')
    const rows: BenchRow[] = []
    let done = 0
    for (const vehicles of FLEETS) {
      for (const driver of drivers) {
        rows.push(...(await measureFleet(driver, vehicles, utterances)))
        progress(++done, FLEETS.length * drivers.length)
      }
    }
    return rows
  },
}

/** What one fleet measured: its load, the back-to-back ceiling, what it cost, and the commit probe's readings. */
interface FleetRun {
  load: Load
  saturated: Load
  cost: { turnCommits: number; databaseCommits: number | undefined; cpuMs: number }
  probes: { quiet: CommitProbe; fleet: CommitProbe } | undefined
}

async function measureFleet(driver: Driver, vehicles: number, utterances: string): Promise<BenchRow[]> {
  const runs: FleetRun[] = []
  for (let run = 0; run < REPEATS; run++) runs.push(await runFleet(driver, vehicles, utterances))
  const label = `${driver}, ${vehicles} vehicles`
  // Medians of every figure but the errors, which count in every run.
  const errors = (of: (run: FleetRun) => Load) => runs.reduce((sum, run) => sum + of(run).errors, 0)
  const load = { ...medianOf(runs.map((r) => r.load)), errors: errors((r) => r.load) }
  const saturated = { ...medianOf(runs.map((r) => r.saturated)), errors: errors((r) => r.saturated) }
  const cost = {
    turnCommits: median(runs.map((r) => r.cost.turnCommits)),
    databaseCommits:
      runs[0]!.cost.databaseCommits === undefined
        ? undefined
        : median(runs.map((r) => r.cost.databaseCommits!)),
    cpuMs: median(runs.map((r) => r.cost.cpuMs)),
  }
  const probes = runs[0]!.probes && {
    quiet: medianOf(runs.map((r) => r.probes!.quiet)),
    fleet: medianOf(runs.map((r) => r.probes!.fleet)),
  }
  const p95s = runs.map((r) => r.load.p95Ms)
  return [
    ...fleetRows(label, driver, load, saturated, cost),
    ...(REPEATS > 1
      ? [
          {
            name: `cockpit/dialog-p95-spread (${label}, ${REPEATS} runs)`,
            value: round(Math.max(...p95s) - Math.min(...p95s), 2),
            unit: 'ms',
          },
        ]
      : []),
    ...(probes ? commitProbeRows(label, probes) : []),
  ]
}

async function runFleet(driver: Driver, vehicles: number, utterances: string): Promise<FleetRun> {
  const db = driver === 'postgres' ? await createTestDatabase() : undefined
  try {
    // A fleet's tenant gets a rate limit sized for its vehicles; the default (600/min) would refuse this.
    // One instance without a bus, as `mindwire serve` runs it: it claims PostgreSQL for itself.
    const server = await startDialogServer({
      rateLimitPerMinute: 1_000_000,
      databaseUrl: db?.url,
      access: 'exclusive',
    })
    let load: Load
    let turnCommits: number
    let cpuMs: number
    let probes: { quiet: CommitProbe; fleet: CommitProbe } | undefined
    const key = server.key
    let committedBefore = 0
    try {
      await warmUp(server.url, key, utterances)
      const quiet = db ? await probeCommits(db.url, QUIET_PROBE_SECONDS) : undefined
      committedBefore = db ? await committedTransactions(db.url) : 0
      const before = await server.stats()
      const fleetProbe = db ? probeCommits(db.url, SECONDS) : undefined
      load = await runClient(server.url, server.key, utterances, vehicles, THINK_MS)
      const fleet = await fleetProbe
      if (quiet && fleet) probes = { quiet, fleet }
      const after = await server.stats()
      cpuMs = after.cpuMs - before.cpuMs
      turnCommits = after.turnCommits - before.turnCommits
    } finally {
      await server.close()
    }
    // Closing the pool ended its backends, which report their counts as they end.
    if (db) await sleep(500)
    // The probe's own commits are not the fleet's.
    const databaseCommits = db
      ? commitsBetween(committedBefore, await committedTransactions(db.url)) - (probes?.fleet.commits ?? 0)
      : undefined
    const saturated = await saturate(db?.url, key, vehicles, utterances)
    return { load, saturated, cost: { turnCommits, databaseCommits, cpuMs }, probes }
  } finally {
    await db?.drop()
  }
}

async function saturate(
  url: string | undefined,
  key: string,
  vehicles: number,
  utterances: string,
): Promise<Load> {
  // On PostgreSQL the fleet's tenant and key are still in the database; in-memory PGlite starts empty.
  const server = await startDialogServer({
    rateLimitPerMinute: 1_000_000,
    databaseUrl: url,
    access: 'exclusive',
    key: url ? key : undefined,
  })
  try {
    await warmUp(server.url, server.key, utterances)
    return await runClient(server.url, server.key, utterances, vehicles, 0)
  } finally {
    await server.close()
  }
}

function fleetRows(
  label: string,
  driver: Driver,
  load: Load,
  saturated: Load,
  cost: { turnCommits: number; databaseCommits: number | undefined; cpuMs: number },
): BenchRow[] {
  const { turnCommits, databaseCommits } = cost
  const perRequest = (count: number) => round(count / Math.max(1, load.requests + load.errors), 2)
  const p95Goal = P95_GOAL_MS[driver]
  return [
    { name: `cockpit/dialog-p50 (${label})`, value: round(load.p50Ms, 2), unit: 'ms' },
    {
      name: `cockpit/dialog-p95 (${label})`,
      value: round(load.p95Ms, 2),
      unit: 'ms',
      target: verdict(`< ${p95Goal} ms`, load.p95Ms < p95Goal),
    },
    // Explanations, without goals: the cold first requests all arrive in the first ~2 s.
    { name: `cockpit/dialog-p95-first-request (${label})`, value: round(load.firstP95Ms, 2), unit: 'ms' },
    { name: `cockpit/dialog-p95-later-requests (${label})`, value: round(load.laterP95Ms, 2), unit: 'ms' },
    // Where the later requests' tail is: inside the run, or around it (the server's event loop, the sockets).
    {
      name: `cockpit/dialog-p95-later-in-run (${label})`,
      value: round(load.laterInRunP95Ms, 2),
      unit: 'ms',
    },
    {
      name: `cockpit/dialog-client-loop-delay-p99 (${label})`,
      value: round(load.clientLoopDelayP99Ms, 2),
      unit: 'ms',
    },
    { name: `cockpit/dialog-rate (${label})`, value: round(load.requestsPerSecond, 1), unit: 'requests/s' },
    {
      name: `cockpit/dialog-errors (${label})`,
      value: load.errors + saturated.errors,
      unit: 'errors',
      target: verdict('0', load.errors + saturated.errors === 0),
    },
    {
      name: `cockpit/dialog-turn-commits (${label})`,
      value: perRequest(turnCommits),
      unit: 'commits/request',
      target: verdict('≤ 1', turnCommits <= load.requests + load.errors),
    },
    ...(databaseCommits === undefined
      ? []
      : [
          {
            name: `cockpit/dialog-transactions (${label})`,
            value: perRequest(databaseCommits),
            unit: 'xact_commit/request',
          },
        ]),
    // Explanation without a goal: CPU time is what the server spends, whatever else loads the machine.
    {
      name: `cockpit/dialog-server-cpu (${label})`,
      value: perRequest(cost.cpuMs),
      unit: 'ms CPU/request',
    },
    {
      name: `cockpit/dialog-max-throughput (${label})`,
      value: round(saturated.requestsPerSecond, 1),
      unit: 'requests/s',
    },
  ]
}

/**
 * Explanations without goals: what one durable commit took on the quiet database and during the fleet. A
 * request's response waits for its turn's commit, so a commit stall of the disk shows in the fleet's tail
 * whatever the server does; `stalled` is the share of the fleet's time the probe spent in commits over 20 ms.
 */
function commitProbeRows(label: string, probes: { quiet: CommitProbe; fleet: CommitProbe }): BenchRow[] {
  return (['quiet', 'fleet'] as const).flatMap((when) => {
    const probe = probes[when]
    const seconds = when === 'quiet' ? QUIET_PROBE_SECONDS : SECONDS
    return [
      { name: `cockpit/dialog-commit-p99 (${label}, ${when})`, value: round(probe.p99Ms, 2), unit: 'ms' },
      { name: `cockpit/dialog-commit-max (${label}, ${when})`, value: round(probe.maxMs, 1), unit: 'ms' },
      {
        name: `cockpit/dialog-commit-stalled (${label}, ${when})`,
        value: round((100 * probe.stallMs) / (seconds * 1000), 1),
        unit: '% of the time',
      },
    ]
  })
}

async function probeCommits(url: string, seconds: number): Promise<CommitProbe> {
  const { stdout } = await promisify(execFile)(process.execPath, [commitProbe, url, String(seconds)])
  return JSON.parse(stdout.trim().split('\n').at(-1)!) as CommitProbe
}

/** Each numeric field's median over several runs' readings of the same shape. */
function medianOf<T extends Record<string, number>>(readings: readonly T[]): T {
  const keys = Object.keys(readings[0]!) as Array<keyof T>
  return Object.fromEntries(keys.map((key) => [key, median(readings.map((r) => r[key] as number))])) as T
}

/** A goal with whether this run met it, so a missed goal reads as missed. */
function verdict(goal: string, met: boolean): string {
  return `${goal} (${met ? 'met' : 'missed'})`
}

/** The warm-up fleet (vehicles `warm-…`, sessions of their own): its figures are dropped. */
async function warmUp(url: string, key: string, utterances: string): Promise<void> {
  const { vehicles, seconds, thinkMs } = WARM_UP
  const report = await runClient(url, key, utterances, vehicles, thinkMs, { seconds, idPrefix: 'warm' })
  if (report.errors > 0) throw new Error(`the warm-up fleet saw ${report.errors} errors`)
}

function runClient(
  url: string,
  key: string,
  utterances: string,
  vehicles: number,
  thinkMs: number,
  options: { seconds?: number; idPrefix?: string } = {},
): Promise<Load> {
  const seconds = options.seconds ?? (thinkMs ? SECONDS : Math.min(SECONDS, 10))
  return runDialogFleet({
    url,
    key,
    utterances,
    vehicles,
    seconds,
    thinkMs,
    idPrefix: options.idPrefix ?? 'load',
  })
}
