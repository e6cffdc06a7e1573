import { setTimeout as sleep } from 'node:timers/promises'
import { rememberRecent } from '@mindwire/agent'
import { type Bus, subjectToken, type Unsubscribe } from '@mindwire/server'
import type { CommandReport, VehicleLink } from './connected-vehicle-gateway.ts'
import {
  type DeliveryAnswer,
  deliveryAnswerSchema,
  presenceSchema,
  type RelayedReport,
  relayedCommandSchema,
  relayedReportSchema,
} from './relay-messages.ts'
import type { VehicleCommand } from './vehicle-gateway.ts'

const PRESENCE = 'mw.vehicle.presence'
// After its agent left an instance, a vehicle still counts as having one for this long: a dropped agent
// comes back (to this or another instance) within its backoff, and a command meant for the car must wait
// for it rather than go to the simulator.
const HANDOVER_MS = 15_000
const DELIVERY_TIMEOUT_MS = 500
const RETRY_MS = 150
const REDELIVER_MS = 1500
// Enough for every command still in flight; an issuer gives up on a command after its timeout.
const DELIVERED_KEPT = 10_000

const commandSubject = (vehicleKey: string) => `mw.vehicle.${subjectToken(vehicleKey)}.command`
const reportSubject = (commandId: string) => `mw.command.${subjectToken(commandId)}.report`

interface Presence {
  online: boolean
  since: number
}

/**
 * What became of a relayed command: no agent anywhere took it, it took too long, the instance holding the
 * car refused it (a safety rule blocks it against the state the car reported there), or the agent's report.
 */
export type RelayOutcome =
  | { kind: 'no_agent' }
  | { kind: 'timeout' }
  | { kind: 'refused'; message: string; ruleIds: string[] }
  | { kind: 'report'; report: CommandReport }

/** A safety refusal of a command that came over the bus, or undefined when it may go to the car. */
export type RelayedCommandCheck = (
  command: VehicleCommand,
) => { message: string; ruleIds: string[] } | undefined

/**
 * Vehicle commands between instances over the bus. The instance that holds a vehicle's agent answers
 * requests on the vehicle's subject by sending the command down the WebSocket; the agent's report, on
 * whichever instance it reaches (it may have reconnected elsewhere), is published on the command's
 * subject, where the issuing instance waits. The command id makes a repeated delivery harmless: the
 * agent executes an id once and answers a repeat with the same report.
 */
export class VehicleCommandRelay {
  readonly #bus: Bus
  readonly #presence = new Map<string, Presence>()
  readonly #served = new Map<string, Unsubscribe>()
  /** Commands this instance passed to its agents for other instances, by id: which car may report them. */
  readonly #delivered = new Map<string, string>()
  readonly #stopPresence: Unsubscribe
  readonly #check: RelayedCommandCheck

  /**
   * `check` judges every command that arrives over the bus, on the instance that holds the car, before it
   * goes down the car's link: a command issued elsewhere was judged there against that instance's copy of
   * the state, and this instance has the state straight from the car.
   */
  constructor(bus: Bus, check: RelayedCommandCheck = () => undefined) {
    this.#bus = bus
    this.#check = check
    this.#stopPresence = bus.subscribe(PRESENCE, presenceSchema, ({ vehicleKey, online }) => {
      this.#presence.set(vehicleKey, { online, since: Date.now() })
    })
  }

  /** Takes commands for a vehicle whose agent is connected here, from every instance. */
  serve(vehicleKey: string, link: VehicleLink): void {
    this.#served.get(vehicleKey)?.()
    this.#served.set(
      vehicleKey,
      this.#bus.respond(commandSubject(vehicleKey), relayedCommandSchema, (command): DeliveryAnswer => {
        // The subject names the car; a command for another one is not this car's to execute.
        if (command.vehicleId !== vehicleKey) return { refused: { message: '指令与车辆不符', ruleIds: [] } }
        const refused = this.#check(command)
        if (refused) return { refused }
        rememberRecent(this.#delivered, command.id, vehicleKey, DELIVERED_KEPT)
        link.sendCommand(command)
        return { delivered: true }
      }),
    )
    this.#bus.publish(PRESENCE, { vehicleKey, online: true })
  }

  /** The agent left this instance: its commands go elsewhere once it reconnects there. */
  unserve(vehicleKey: string): void {
    this.#served.get(vehicleKey)?.()
    this.#served.delete(vehicleKey)
    this.#bus.publish(PRESENCE, { vehicleKey, online: false })
  }

  /** True while the vehicle has an agent somewhere, or had one moments ago (it is being handed over). */
  hasAgent(vehicleKey: string): boolean {
    const presence = this.#presence.get(vehicleKey)
    return presence !== undefined && (presence.online || Date.now() - presence.since < HANDOVER_MS)
  }

  /**
   * Sends a command to the vehicle's agent wherever it is connected and waits for its report until
   * `deadline`. Delivery is retried while the agent is being handed over between instances.
   */
  async execute(command: VehicleCommand, deadline: number): Promise<RelayOutcome> {
    let report: ((value: CommandReport) => void) | undefined
    const reported = new Promise<CommandReport>((resolve) => {
      report = resolve
    })
    const stop = this.#bus.subscribe(reportSubject(command.id), relayedReportSchema, (relayed) => {
      // Only the vehicle the command was for may answer it.
      if (relayed.vehicleKey === command.vehicleId) report?.(relayed.report)
    })
    try {
      await this.#bus.flush()
      for (let attempt = 0; Date.now() < deadline; attempt++) {
        const delivered = await this.#deliver(command, deadline)
        if (delivered === 'no_agent' && attempt === 0) return { kind: 'no_agent' }
        if (typeof delivered === 'object') return { kind: 'refused', ...delivered.refused }
        if (delivered !== true) break
        // A report can be lost with the instance that carried it: deliver again after a while. The agent
        // executes an id once and answers a repeat with its first report.
        const wait = Math.min(REDELIVER_MS, deadline - Date.now())
        const got = await Promise.race([reported, sleep(wait)])
        if (got) return { kind: 'report', report: got }
      }
      return { kind: 'timeout' }
    } finally {
      stop()
    }
  }

  /** The car a command was passed to from here for another instance, until it reports. */
  deliveredTo(commandId: string): string | undefined {
    return this.#delivered.get(commandId)
  }

  /** Publishes an agent's report for the instance that issued the command. */
  report(vehicleKey: string, commandId: string, report: CommandReport): void {
    this.#delivered.delete(commandId)
    this.#bus.publish(reportSubject(commandId), { vehicleKey, report } satisfies RelayedReport)
  }

  close(): void {
    this.#stopPresence()
    for (const stop of this.#served.values()) stop()
    this.#served.clear()
  }

  /**
   * True once an agent took the command; the refusal when the car's instance refused it; `no_agent` when
   * none has it; false when a handover outlasted the deadline.
   */
  async #deliver(
    command: VehicleCommand,
    deadline: number,
  ): Promise<boolean | 'no_agent' | Extract<DeliveryAnswer, { refused: unknown }>> {
    for (;;) {
      const answer = await this.#bus.request(
        commandSubject(command.vehicleId),
        command,
        deliveryAnswerSchema,
        DELIVERY_TIMEOUT_MS,
      )
      if (answer && 'refused' in answer) return answer
      if (answer) return true
      if (!this.hasAgent(command.vehicleId)) return 'no_agent'
      if (Date.now() + RETRY_MS >= deadline) return false
      await sleep(RETRY_MS * (0.5 + Math.random()))
    }
  }
}
