import { checkParamValue, findParam } from '../catalogue/index.ts'
import type { ModuleDefinition, ParamValue } from '../catalogue/module-definition.ts'
import { type ChainEditFailure, refuse } from './chain-edit-result.ts'

/**
 * Validates parameter values for a module type: every key (or alias) must exist and every value fit its
 * range. Returns the values under their catalogue keys, or the first problem.
 */
export function checkParams(
  definition: ModuleDefinition,
  values: Readonly<Record<string, unknown>>,
): { ok: true; params: Record<string, ParamValue> } | ChainEditFailure {
  const params: Record<string, ParamValue> = {}
  for (const [key, value] of Object.entries(values)) {
    const spec = findParam(definition, key)
    if (!spec) return unknownParam(definition, key)
    const checked = checkParamValue(spec, value)
    if (!checked.ok) return refuse('invalid_param_value', checked.reason)
    params[spec.key] = checked.value
  }
  return { ok: true, params }
}

/** The refusal for a key the module does not have, listing the keys it has. */
export function unknownParam(definition: ModuleDefinition, key: string): ChainEditFailure {
  return refuse(
    'unknown_param',
    `${definition.id} has no parameter "${key}"; its parameters: ${definition.params.map((param) => param.key).join(', ')}`,
  )
}
