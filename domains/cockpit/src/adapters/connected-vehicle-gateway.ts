import type { VehicleRegistry } from '../vehicle/vehicle-registry.ts'
import type { VehicleCommandRelay } from './vehicle-command-relay.ts'
import {
  type CommandOrigin,
  type CommandOutcome,
  notSent,
  type VehicleCommand,
  type VehicleGateway,
} from './vehicle-gateway.ts'

/** A live connection to a vehicle agent that can take `command:execute`. */
export interface VehicleLink {
  sendCommand(command: VehicleCommand): void
}

/** What a vehicle agent reports for a command (seed 002 §4.2.2 CommandResult). */
export interface CommandReport {
  success: boolean
  message: string
  vehicleState?: unknown
}

interface Waiting {
  resolve: (outcome: CommandOutcome) => void
  timer: NodeJS.Timeout
  vehicleId: string
}

/**
 * Sends commands to the agent of a connected vehicle and waits for its report; vehicles without an
 * agent are served by the fallback (the simulator). A report updates the registry with the vehicle's
 * real state, so replies reflect what the car did.
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
   * rejection fails the call unsent.
   */
  beforeSend: (command: VehicleCommand, origin: CommandOrigin) => Promise<void> = async () => {}

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

  async execute(command: VehicleCommand, origin: CommandOrigin = {}): Promise<CommandOutcome> {
    // With many instances the agent may be on another one; a car no instance has heard of is simulated
    // without a record written ahead (its turn's commit records it), like on a single instance.
    const reachable = this.#links.has(command.vehicleId) || this.#relay?.hasAgent(command.vehicleId) === true
    if (!reachable) return this.#fallback.execute(command, origin)
    // Relayed or not, a car receives nothing the store has no row for.
    await this.beforeSend(command, origin)
    // Cancelled while the record was written: the car never hears of it.
    if (origin.signal?.aborted) return notSent(this.#registry.get(command.vehicleId))
    // The agent may have gone while the record was written: another instance or the simulator answers.
    const link = this.#links.get(command.vehicleId)
    if (!link && this.#relay) return this.#executeRelayed(this.#relay, command)
    if (!link) return this.#fallback.execute(command, origin)
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

  /** A command for a vehicle whose agent is (or is about to be) on another instance. */
  async #executeRelayed(relay: VehicleCommandRelay, command: VehicleCommand): Promise<CommandOutcome> {
    const outcome = await relay.execute(command, Date.now() + this.#timeoutMs)
    if (outcome.kind === 'no_agent') return this.#fallback.execute(command)
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
      error: report.success ? undefined : 'vehicle_refused',
      state: this.#registry.get(vehicleId),
    }
  }
}
