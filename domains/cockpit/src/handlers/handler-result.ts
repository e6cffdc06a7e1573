import type { VehicleState } from '../vehicle/vehicle-state.ts'

/** What a handler did: the new state and a short reply, or why it could not act (state unchanged). */
export type HandlerResult =
  | { ok: true; state: VehicleState; reply: string }
  | { ok: false; error: string; reply: string }

/** Applies one validated function call to a vehicle state, without side effects. */
export type Handler<Params = any> = (params: Params, state: VehicleState) => HandlerResult

export const done = (state: VehicleState, reply: string): HandlerResult => ({ ok: true, state, reply })
export const refuse = (error: string, reply: string): HandlerResult => ({ ok: false, error, reply })

/** Keeps a value inside [min, max]. */
export const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value))
