import type { ParamSpec } from '../catalogue/module-definition.ts'
import type { BindingMode } from '../chain/chain.ts'
import type { VehicleSignal } from './signal-catalogue.ts'

/** The value a bound parameter takes, or why the parameter cannot follow a signal. */
export type BoundValue =
  | {
      ok: true
      value: number
      /** The signal value was not a number, so the parameter fell back to its base (fallbackToDefault). */
      fallback: boolean
    }
  | { ok: false; reason: string }

/**
 * The value a parameter bound to a signal takes for one signal value.
 *
 * A signal and a parameter have different units (km/h against dB), so a binding never copies the
 * signal's value: it maps the signal's position in its own range, n = (signal − signal.min) /
 * (signal.max − signal.min) clamped to 0..1, onto the parameter's range:
 * - `absolute`: param.min + n·(param.max − param.min): the signal sweeps the whole range;
 * - `offset`: base + n·(param.max − param.min)/4: the user's setting stays, the signal adds up to a
 *   quarter of the range on top (GALA-style compensation);
 * - `multiplier`: base·2n: half-way through the signal's range leaves the setting unchanged, the ends
 *   silence or double it.
 * The result is always clamped to the parameter's range (and rounded for integer parameters), so a
 * binding can never set a value the block would refuse. Only number parameters can be bound.
 */
export function boundValue(
  param: ParamSpec,
  signal: VehicleSignal,
  signalValue: number,
  mode: BindingMode,
  base?: number,
): BoundValue {
  if (param.type !== 'number')
    return {
      ok: false,
      reason: `Only number parameters can follow a signal; ${param.key} is of type ${param.type}.`,
    }
  const start = base ?? param.default
  // fallbackToDefault: an invalid signal (timed out, NaN on CAN) leaves the parameter at its setting.
  if (!Number.isFinite(signalValue)) return { ok: true, value: fit(param, start), fallback: true }
  const n = clamp((signalValue - signal.min) / (signal.max - signal.min), 0, 1)
  const span = param.max - param.min
  const value =
    mode === 'absolute' ? param.min + n * span : mode === 'offset' ? start + (n * span) / 4 : start * 2 * n
  return { ok: true, value: fit(param, value), fallback: false }
}

function fit(param: Extract<ParamSpec, { type: 'number' }>, value: number): number {
  const clamped = clamp(value, param.min, param.max)
  return param.integer ? Math.round(clamped) : clamped
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value))
}
