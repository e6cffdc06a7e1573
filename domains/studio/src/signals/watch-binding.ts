import { findParam, moduleDefinition } from '../catalogue/catalogue.ts'
import type { ModuleDefinition } from '../catalogue/module-definition.ts'
import type { ChainModule, SignalBinding } from '../chain/chain.ts'
import { boundValue } from './bound-value.ts'
import { type DriveTrace, driveValueAt } from './drive-simulator.ts'
import { vehicleSignal } from './signal-catalogue.ts'

/** One moment of a watched binding: the signal's value and the parameter's. */
export interface WatchPoint {
  t: number
  signal: number
  value: number
}

/** A bound parameter's course over a drive, or why the binding cannot be watched. */
export type WatchedBinding =
  | { ok: true; paramKey: string; signalName: string; unit?: string; points: WatchPoint[] }
  | { ok: false; reason: string }

export interface WatchBindingInput {
  /** The chain module whose parameter is bound; its value for the key is the binding's base. */
  module: ChainModule
  binding: SignalBinding
  drive: DriveTrace
  /** Time between points; 0.5 s by default. */
  stepS?: number
  /** Where module types are looked up; the XiAlgo catalogue by default. */
  definitions?: (type: string) => ModuleDefinition | undefined
}

/**
 * The value a bound parameter takes over a simulated drive, e.g. a low shelf's gain rising with
 * `vehicle.speed.smoothed` ("让 EQ 随车速调整"), for the studio to show before the binding is kept.
 */
export function watchBinding(input: WatchBindingInput): WatchedBinding {
  const { module, binding, drive } = input
  const stepS = input.stepS ?? 0.5
  if (!(stepS > 0)) return { ok: false, reason: `The watch step must be positive; got ${stepS}.` }
  if (binding.moduleId !== module.id)
    return { ok: false, reason: `The binding is for module ${binding.moduleId}, not ${module.id}.` }
  const definition = (input.definitions ?? moduleDefinition)(module.type)
  if (!definition) return { ok: false, reason: `Module ${module.id} has an unknown type ${module.type}.` }
  // Models write "lowShelf.gain" for the key as the seed does; the module id prefix is redundant.
  const key = binding.paramKey.startsWith(`${module.id}.`)
    ? binding.paramKey.slice(module.id.length + 1)
    : binding.paramKey
  const param = findParam(definition, key)
  if (!param) return { ok: false, reason: `${definition.id} has no parameter ${binding.paramKey}.` }
  const signal = vehicleSignal(binding.signalName)
  if (!signal) return { ok: false, reason: `There is no vehicle signal ${binding.signalName}.` }
  // A missing value holds the catalogue default; boundValue refuses parameters that are not numbers.
  const base = module.params[param.key]
  if (param.type === 'number' && base !== undefined && typeof base !== 'number')
    return { ok: false, reason: `${module.id}.${param.key} holds ${JSON.stringify(base)}, not a number.` }

  const points: WatchPoint[] = []
  const steps = Math.floor(drive.durationS / stepS + 1e-9)
  for (let i = 0; i <= steps; i++) {
    const t = i * stepS
    const signalValue = driveValueAt(drive, signal.name, t)
    const result = boundValue(
      param,
      signal,
      signalValue,
      binding.mode,
      typeof base === 'number' ? base : undefined,
    )
    if (!result.ok) return result
    points.push({ t, signal: signalValue, value: result.value })
  }
  const unit = param.type === 'number' ? param.unit : undefined
  return { ok: true, paramKey: param.key, signalName: signal.name, ...(unit ? { unit } : {}), points }
}
