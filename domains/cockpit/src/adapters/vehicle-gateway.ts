import type { VehicleState } from '../vehicle/vehicle-state.ts'

/** A validated function call addressed to one vehicle (seed 002 §4.2.2 VehicleCommand). */
export interface VehicleCommand {
  id: string
  vehicleId: string
  name: string
  params: Record<string, unknown>
  timestamp: number
}

/** What the vehicle did with a command, and its state afterwards. */
export interface CommandOutcome {
  ok: boolean
  reply: string
  error?: string
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
