import type { VehicleState } from '../vehicle/vehicle-state.ts'

/** A validated function call addressed to one vehicle (seed 002 §4.2.2 VehicleCommand). */
export interface VehicleCommand {
  id: string
  vehicleId: string
  name: string
  params: Record<string, unknown>
  timestamp: number
  /**
   * True when the safety rules asked the driver to confirm this command and they did (a command is only
   * sent once confirmed); the car, which judges it again, lets such a rule pass only then.
   */
  requiresConfirmation?: boolean
  /** The engine's confidence in the call, when it gave one. */
  confidence?: number | null
}

/** What the host's record of a command says before it is sent: its id in the store, and the call's confidence. */
export interface SentAs {
  id: string
  confidence: number | null
}

/** What the vehicle did with a command, and its state afterwards. */
export interface CommandOutcome {
  ok: boolean
  reply: string
  error?: string
  /** The car refused the command by its own safety rules: which rules, by which version of them. */
  refusal?: { rules: string[]; rulesVersion: string }
  state: VehicleState
}

/** Who asked for a command: the session whose run proposed it (never sent to the car). */
export interface CommandOrigin {
  sessionId?: string
  /** The run's signal: once it fires (a cancel), a command not yet sent is not sent. */
  signal?: AbortSignal
}

/** The outcome of a command its run cancelled before it reached the vehicle. */
export function notSent(state: VehicleState): CommandOutcome {
  return { ok: false, error: 'cancelled', reply: '已取消，指令未发送', state }
}

/** Where commands are executed: the simulated gateway, or the vehicle agent connected over WebSocket. */
export interface VehicleGateway {
  execute(command: VehicleCommand, origin?: CommandOrigin): Promise<CommandOutcome>
}
