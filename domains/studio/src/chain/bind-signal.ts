import { findParam, moduleDefinition } from '../catalogue/index.ts'
import { VEHICLE_SIGNALS, vehicleSignal } from '../signals/index.ts'
import type { BindingMode, Chain, SignalBinding } from './chain.ts'
import { type ChainEditResult, refuse } from './chain-edit-result.ts'
import { unknownParam } from './check-params.ts'
import { unknownModule } from './edit-modules.ts'

/**
 * Binds a number parameter to a vehicle signal (seed 000 §4.3 bind-param-to-signal); a parameter follows
 * one signal, so a new binding replaces the old one.
 */
export function bindParam(
  chain: Chain,
  input: { moduleId: string; paramKey: string; signalName: string; mode: BindingMode },
): ChainEditResult<{ binding: SignalBinding; replaced?: SignalBinding }> {
  const module = chain.modules.find((candidate) => candidate.id === input.moduleId)
  if (!module) return unknownModule(chain, input.moduleId)
  const definition = moduleDefinition(module.type)
  if (!definition) return refuse('unknown_module_type', `${module.id} has an unknown type ${module.type}`)
  const key = input.paramKey.startsWith(`${module.id}.`)
    ? input.paramKey.slice(module.id.length + 1)
    : input.paramKey
  const spec = findParam(definition, key)
  if (!spec) return unknownParam(definition, input.paramKey)
  if (spec.type !== 'number')
    return refuse(
      'param_not_bindable',
      `${module.id}.${spec.key} is a ${spec.type}; only number parameters follow a signal`,
    )
  const signal = vehicleSignal(input.signalName)
  if (!signal)
    return refuse(
      'unknown_signal',
      `unknown signal "${input.signalName}"; signals: ${VEHICLE_SIGNALS.map((candidate) => candidate.name).join(', ')}`,
    )
  const binding: SignalBinding = {
    moduleId: module.id,
    paramKey: spec.key,
    signalName: signal.name,
    mode: input.mode,
  }
  const replaced = chain.bindings.find(
    (candidate) => candidate.moduleId === module.id && candidate.paramKey === spec.key,
  )
  const bindings = [...chain.bindings.filter((candidate) => candidate !== replaced), binding]
  return {
    ok: true,
    chain: { ...chain, bindings },
    summary: `bound ${module.id}.${spec.key} to ${signal.name} (${input.mode})`,
    detail: replaced ? { binding, replaced } : { binding },
  }
}
