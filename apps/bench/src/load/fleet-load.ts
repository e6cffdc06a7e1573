import { randomUUID } from 'node:crypto'
import { setTimeout as sleep } from 'node:timers/promises'
import type { ServeCluster } from '@mindwire/cli/testing'
import { VehicleAgent } from '@mindwire/vehicle-agent'
import pg from 'pg'
import { percentile } from '../measure.ts'

export interface FleetLoadOptions {
  cluster: ServeCluster
  /** The cluster's PostgreSQL: the command rows are the record the run is checked against. */
  databaseUrl: string
  vehicles: number
  /** Dialogs per second over the whole fleet. */
  dialogsPerSecond: number
  durationMs: number
  /** Kill -9 this instance this far into the run. */
  kill?: { instance: number; atMs: number }
}

export interface FleetLoadReport {
  dialogs: number
  errors: number
  /** The failed dialogs by HTTP status and error code, e.g. `503 internal`. */
  errorCodes: Record<string, number>
  /** Dialogs whose instance died under them, sent again (same idempotency key) to another one. */
  retried: number
  p50Ms: number
  p95Ms: number
  /** Executed commands whose dialog arrived at another instance than the one the car was connected to. */
  crossedShare: number
  /** Command rows that say executed. */
  executed: number
  /** Rows that say executed whose command the car never executed. */
  lost: number
  /**
   * Commands the car executed that no row records as executed: the instance that issued them died after
   * the car ran them and before it wrote the row (or the row says failed because its report came late).
   */
  unrecorded: number
  /** Commands the car executed more than once (each car counts executions per command id). */
  duplicateExecutions: number
  /** Deliveries of a command the car had already executed: absorbed by its id check. */
  repeatedDeliveries: number
  /** Cars that were on the killed instance, and the 95th percentile of their time back on another. */
  handedOver: number
  /** How many of them were connected to a live instance again within 30 s. */
  reconnected: number
  reconnectP95Ms: number
}

/**
 * A fleet over a cluster: one agent per car, spread over the instances (each agent knows every instance
 * and starts on its own), dialogs arriving at a random live instance at a fixed rate, one at a time per car.
 * Optionally kills an instance mid-run. Then reads the command rows and compares them with what the cars did.
 */
export async function runFleetLoad(options: FleetLoadOptions): Promise<FleetLoadReport> {
  const { cluster } = options
  const urls = cluster.instances.map((instance) => instance.url)
  const hostOf = (url: string | undefined) => (url ? new URL(url).host : '')
  const dead = new Set<number>()
  const executions = new Map<string, number>()
  // Each car connects with its own key: a tenant key cannot act as a car.
  const carKeys = await cluster.vehicleKeys(Array.from({ length: options.vehicles }, (_, i) => `fleet-${i}`))
  const cars = Array.from({ length: options.vehicles }, (_, i) => {
    const start = i % urls.length
    const agent = new VehicleAgent({
      serverUrl: [...urls.slice(start), ...urls.slice(0, start)],
      vehicleId: `fleet-${i}`,
      apiKey: carKeys.get(`fleet-${i}`),
      reconnectMs: 200,
      onExecute: (id) => executions.set(id, (executions.get(id) ?? 0) + 1),
    })
    return { id: `fleet-${i}`, agent, sessionId: randomUUID(), busy: false }
  })
  for (const car of cars) car.agent.start()
  await until(() => cars.every((car) => car.agent.connected), 60_000)
  // Connected is not yet attached: the instance registers the car after the socket opened.
  await sleep(1000)

  const latencies: number[] = []
  let errors = 0
  const errorCodes: Record<string, number> = {}
  let retried = 0
  let crossed = 0
  let sent = 0
  const inFlight = new Set<Promise<void>>()
  let onKilled: typeof cars = []
  let reconnecting: Promise<number[]> = Promise.resolve([])

  const dialog = async (car: (typeof cars)[number]) => {
    car.busy = true
    const key = randomUUID()
    const text = `把空调调到${18 + Math.floor(Math.random() * 10)}度`
    const started = performance.now()
    let failedOver = false
    for (let attempt = 0; attempt < 12; attempt++) {
      const alive = urls.map((_, i) => i).filter((i) => !dead.has(i))
      const instance = alive[Math.floor(Math.random() * alive.length)]!
      const carHost = hostOf(car.agent.serverUrl)
      try {
        const response = await fetch(`${urls[instance]}/api/v1/dialog`, {
          method: 'POST',
          headers: { authorization: `Bearer ${cluster.apiKey}`, 'content-type': 'application/json' },
          body: JSON.stringify({ sessionId: car.sessionId, vehicleId: car.id, text, idempotencyKey: key }),
        })
        const json = (await response.json()) as {
          data?: { commands?: Array<{ status: string }> }
          error?: { code?: string }
        }
        // The attempt on the killed instance left its request pending: told to wait, wait and send again.
        if (response.status === 409 && failedOver && attempt < 11) {
          await sleep(1000)
          continue
        }
        if (!response.ok) {
          errors++
          const code = `${response.status} ${json.error?.code ?? ''}`.trim()
          errorCodes[code] = (errorCodes[code] ?? 0) + 1
        } else {
          latencies.push(performance.now() - started)
          const ran = json.data?.commands?.filter((command) => command.status === 'executed').length ?? 0
          if (ran > 0 && carHost !== hostOf(urls[instance])) crossed += ran
        }
        break
      } catch {
        // The instance died under the request: the same key on another one.
        retried++
        failedOver = true
      }
    }
    car.busy = false
  }

  const started = performance.now()
  const interval = 1000 / options.dialogsPerSecond
  let killed = false
  for (let tick = 0; performance.now() - started < options.durationMs; tick++) {
    const due = started + tick * interval
    if (due > performance.now()) await sleep(due - performance.now())
    if (options.kill && !killed && performance.now() - started >= options.kill.atMs) {
      killed = true
      const victim = hostOf(urls[options.kill.instance])
      onKilled = cars.filter((car) => hostOf(car.agent.serverUrl) === victim)
      dead.add(options.kill.instance)
      const killedAt = performance.now()
      void cluster.instances[options.kill.instance]!.kill('SIGKILL')
      reconnecting = reconnectTimes(onKilled, killedAt, victim, hostOf)
    }
    const idle = cars.filter((car) => !car.busy)
    const car = idle[Math.floor(Math.random() * idle.length)]
    if (!car) continue
    sent++
    const work = dialog(car).finally(() => inFlight.delete(work))
    inFlight.add(work)
  }
  const reconnects = await reconnecting
  await Promise.all(inFlight)
  for (const car of cars) car.agent.stop()

  const rows = await commandRows(options.databaseUrl, cluster.tenantId)
  const executedRows = rows.filter((row) => row.status === 'executed')
  // The car gets a command under its row's id (seed 002: the id the dialog API reports); a row records both.
  const recorded = new Set(executedRows.flatMap((row) => [row.id, row.call_id]))
  const carDid = (row: { id: string; call_id: string }) =>
    executions.has(row.id) || executions.has(row.call_id)
  return {
    dialogs: sent,
    errors,
    errorCodes,
    retried,
    p50Ms: percentile(latencies, 50),
    p95Ms: percentile(latencies, 95),
    crossedShare: executedRows.length > 0 ? crossed / executedRows.length : 0,
    executed: executedRows.length,
    lost: executedRows.filter((row) => !carDid(row)).length,
    unrecorded: [...executions.keys()].filter((id) => !recorded.has(id)).length,
    duplicateExecutions: [...executions.values()].filter((count) => count > 1).length,
    repeatedDeliveries: cars.reduce((sum, car) => sum + car.agent.repeatedDeliveries, 0),
    handedOver: onKilled.length,
    reconnected: reconnects.length,
    reconnectP95Ms: percentile(reconnects, 95),
  }
}

/** How long each car of the killed instance took to be connected to a live one (25 ms resolution). */
async function reconnectTimes(
  cars: ReadonlyArray<{ agent: VehicleAgent }>,
  killedAt: number,
  deadHost: string,
  hostOf: (url: string | undefined) => string,
): Promise<number[]> {
  const times = new Map<VehicleAgent, number>()
  const deadline = performance.now() + 30_000
  while (times.size < cars.length && performance.now() < deadline) {
    for (const { agent } of cars)
      if (!times.has(agent) && agent.connected && hostOf(agent.serverUrl) !== deadHost)
        times.set(agent, performance.now() - killedAt)
    await sleep(25)
  }
  return [...times.values()]
}

async function commandRows(databaseUrl: string, tenantId: string) {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const { rows } = await client.query<{ id: string; call_id: string; status: string }>(
      // Without the rows that record a dialog's idempotency key (`dialog:…`): they are not vehicle commands.
      "select id, call_id, status from commands where tenant_id = $1 and call_id not like 'dialog:%'",
      [tenantId],
    )
    return rows
  } finally {
    await client.end()
  }
}

async function until(condition: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = performance.now() + timeoutMs
  while (!condition()) {
    if (performance.now() > deadline) throw new Error('the fleet did not connect in time')
    await sleep(50)
  }
}
