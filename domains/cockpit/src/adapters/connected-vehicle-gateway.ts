import type { VehicleRegistry } from '../vehicle/vehicle-registry.ts'
import { isSimulator } from '../vehicle/vehicle-state.ts'
import type { VehicleCommandRelay } from './vehicle-command-relay.ts'
import {
  type CommandOrigin,
  type CommandOutcome,
  notSent,
  type SentAs,
  type VehicleCommand,
  type VehicleGateway,
} from './vehicle-gateway.ts'

/** What the driver hears when their car's link is down: the command did not reach it. */
export const VEHICLE_OFFLINE_REPLY = '车辆离线，指令未送达'

/** A live connection to a vehicle agent that can take `command:execute`. */
export interface VehicleLink {
  sendCommand(command: VehicleCommand): void
}

/** What a vehicle agent reports for a command (seed 002 §4.2.2 CommandResult). */
export interface CommandReport {
  success: boolean
  message: string
  vehicleState?: unknown
  /** The version of the safety rules the car holds. */
  rulesVersion?: string
  /** The car refused the command by its own rules (defence in depth): which ones, by which version. */
  refusal?: { rules: string[]; rulesVersion: string }
}

interface Waiting {
  resolve: (outcome: CommandOutcome) => void
  timer: NodeJS.Timeout
  vehicleId: string
}

/**
 * Sends commands to the agent of a connected vehicle and waits for its report; a simulator without an
 * agent is served by the fallback (the simulator), a real car without one is reported offline. A report
 * updates the registry with the vehicle's real state, so replies reflect what the car did.
 */
export class ConnectedVehicleGateway implements VehicleGateway {
  readonly #registry: VehicleRegistry
  readonly #fallback: VehicleGateway
  readonly #timeoutMs: number
  readonly #links = new Map<string, VehicleLink>()
  readonly #waiting = new Map<string, Waiting>()
  #relay: VehicleCommandRelay | undefined
  /**
   * Awaited before a command may reach a vehicle agent (here, or over the relay on another instance):
   * the host records it durably here, so a car never executes a command the store has no row for. A
   * rejection fails the call unsent. The record's id is the id the car receives (the one the dialog API
   * reports), with the call's confidence.
   */
  beforeSend: (command: VehicleCommand, origin: CommandOrigin) => Promise<SentAs | undefined> = async () =>
    undefined

  constructor(registry: VehicleRegistry, fallback: VehicleGateway, timeoutMs = 5000) {
    this.#registry = registry
    this.#fallback = fallback
    this.#timeoutMs = timeoutMs
  }

  /**
   * With many instances: commands for vehicles whose agent is connected to another instance go over the
   * relay, and this instance serves the agents connected to it to the others.
   */
  useRelay(relay: VehicleCommandRelay): void {
    this.#relay = relay
    for (const [vehicleId, link] of this.#links) relay.serve(vehicleId, link)
  }

  /** Routes a vehicle's commands to its agent; the vehicle must be loaded in the registry. */
  attach(vehicleId: string, link: VehicleLink): void {
    if (!this.#links.has(vehicleId)) this.#registry.pin(vehicleId)
    this.#links.set(vehicleId, link)
    this.#relay?.serve(vehicleId, link)
  }

  detach(vehicleId: string, link: VehicleLink): void {
    if (this.#links.get(vehicleId) !== link) return
    this.#links.delete(vehicleId)
    this.#registry.unpin(vehicleId)
    this.#relay?.unserve(vehicleId)
  }

  isConnected(vehicleId: string): boolean {
    return this.#links.has(vehicleId)
  }

  async execute(call: VehicleCommand, origin: CommandOrigin = {}): Promise<CommandOutcome> {
    // With many instances the agent may be on another one; a car no instance has heard of is simulated
    // without a record written ahead (its turn's commit records it), like on a single instance.
    const reachable = this.#links.has(call.vehicleId) || this.#relay?.hasAgent(call.vehicleId) === true
    if (!reachable) return this.#unreachable(call, origin)
    // Relayed or not, a car receives nothing the store has no row for, under that row's id.
    const recorded = await this.beforeSend(call, origin)
    // Cancelled while the record was written: the car never hears of it.
    if (origin.signal?.aborted) return notSent(this.#registry.get(call.vehicleId))
    const command = recorded ? { ...call, id: recorded.id, confidence: recorded.confidence } : call
    // The agent may have gone while the record was written: another instance or the simulator answers.
    const link = this.#links.get(command.vehicleId)
    if (!link && this.#relay) return this.#executeRelayed(this.#relay, command, origin)
    if (!link) return this.#unreachable(command, origin)
    // A connected vehicle is pinned in the registry: its state is in memory for the report or the timeout.
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.#waiting.delete(command.id)
        resolve({
          ok: false,
          error: 'vehicle_timeout',
          reply: '车辆没有响应，请稍后再试',
          state: this.#registry.get(command.vehicleId),
        })
      }, this.#timeoutMs)
      this.#waiting.set(command.id, { resolve, timer, vehicleId: command.vehicleId })
      link.sendCommand(command)
    })
  }

  /**
   * A command no agent can take: a simulator executes it on the server's copy; a real car is offline, and
   * the driver hears that nothing reached it — never a simulated success the car did not do.
   */
  async #unreachable(command: VehicleCommand, origin: CommandOrigin): Promise<CommandOutcome> {
    const state = await this.#registry.load(command.vehicleId)
    if (!state || isSimulator(state)) return this.#fallback.execute(command, origin)
    return { ok: false, error: 'vehicle_offline', reply: VEHICLE_OFFLINE_REPLY, state }
  }

  /** A command for a vehicle whose agent is (or is about to be) on another instance. */
  async #executeRelayed(
    relay: VehicleCommandRelay,
    command: VehicleCommand,
    origin: CommandOrigin,
  ): Promise<CommandOutcome> {
    const outcome = await relay.execute(command, Date.now() + this.#timeoutMs)
    if (outcome.kind === 'no_agent') return this.#unreachable(command, origin)
    if (outcome.kind === 'refused')
      return {
        ok: false,
        error: 'safety_block',
        reply: outcome.message,
        state: this.#registry.get(command.vehicleId),
      }
    if (outcome.kind === 'timeout')
      return {
        ok: false,
        error: 'vehicle_timeout',
        reply: '车辆没有响应，请稍后再试',
        state: this.#registry.get(command.vehicleId),
      }
    return this.#outcome(command.vehicleId, outcome.report)
  }

  /**
   * Takes a report from the agent of `vehicleId`: for a command waiting here, or (with many instances)
   * for one issued elsewhere, which the relay passes on. False when nobody can be waiting for it.
   */
  reportFrom(vehicleId: string, commandId: string, report: CommandReport): boolean {
    if (this.#waiting.get(commandId)?.vehicleId === vehicleId) return this.report(commandId, report)
    if (!this.#relay) return false
    if (report.vehicleState !== undefined) this.#registry.patch(vehicleId, report.vehicleState)
    this.#relay.report(vehicleId, commandId, report)
    return true
  }

  /** The vehicle a command is waiting on here, or (with many instances) was passed to from here. */
  waitingVehicle(commandId: string): string | undefined {
    return this.#waiting.get(commandId)?.vehicleId ?? this.#relay?.deliveredTo(commandId)
  }

  /** Takes an agent's report for a command; false when no command with that id is waiting. */
  report(commandId: string, report: CommandReport): boolean {
    const waiting = this.#waiting.get(commandId)
    if (!waiting) return false
    this.#waiting.delete(commandId)
    clearTimeout(waiting.timer)
    waiting.resolve(this.#outcome(waiting.vehicleId, report))
    return true
  }

  #outcome(vehicleId: string, report: CommandReport): CommandOutcome {
    if (report.vehicleState !== undefined) this.#registry.patch(vehicleId, report.vehicleState)
    return {
      ok: report.success,
      reply: report.message,
      error: report.success ? undefined : report.refusal ? 'vehicle_refused' : 'vehicle_failed',
      ...(report.refusal ? { refusal: report.refusal } : {}),
      state: this.#registry.get(vehicleId),
    }
  }
}
