import { checkParamValue, defaultParams, findParam, moduleDefinition } from '../catalogue/index.ts'
import type { ParamValue } from '../catalogue/module-definition.ts'
import type { Chain } from './chain.ts'
import { type ChainEditResult, refuse } from './chain-edit-result.ts'
import { unknownParam } from './check-params.ts'
import { unknownModule } from './edit-modules.ts'
import { type SetBypassDetail, setBypass } from './set-bypass.ts'

export interface SetParamDetail {
  moduleId: string
  paramKey: string
  value: ParamValue
  previous: ParamValue
  unit?: string
  /** The signal the parameter follows, when bound: the value set is its base. */
  boundTo?: string
}

/**
 * Sets one parameter, validated against the catalogue. The key may be the catalogue key, an alias, or
 * prefixed with the module id as seed 000 writes it (`lowShelf.gain`); `bypass` switches the module off.
 */
export function setParam(
  chain: Chain,
  moduleId: string,
  paramKey: string,
  value: unknown,
): ChainEditResult<SetParamDetail | SetBypassDetail> {
  const key = paramKey.startsWith(`${moduleId}.`) ? paramKey.slice(moduleId.length + 1) : paramKey
  if (key === 'bypass') return setBypass(chain, moduleId, value)
  const index = chain.modules.findIndex((module) => module.id === moduleId)
  if (index < 0) return unknownModule(chain, moduleId)
  const module = chain.modules[index]!
  const definition = moduleDefinition(module.type)
  if (!definition)
    return refuse(
      'unknown_module_type',
      `${moduleId} has type ${module.type}, which the catalogue no longer has`,
    )
  const spec = findParam(definition, key)
  if (!spec) return unknownParam(definition, paramKey)
  const checked = checkParamValue(spec, value)
  if (!checked.ok) return refuse('invalid_param_value', checked.reason)
  const previous = module.params[spec.key] ?? defaultParams(definition)[spec.key]!
  const modules = chain.modules.map((candidate, i) =>
    i === index ? { ...candidate, params: { ...candidate.params, [spec.key]: checked.value } } : candidate,
  )
  const binding = chain.bindings.find(
    (candidate) => candidate.moduleId === moduleId && candidate.paramKey === spec.key,
  )
  const detail: SetParamDetail = { moduleId, paramKey: spec.key, value: checked.value, previous }
  if (spec.type === 'number' && spec.unit) detail.unit = spec.unit
  if (binding) detail.boundTo = `${binding.signalName} (${binding.mode})`
  return {
    ok: true,
    chain: { ...chain, modules },
    summary: `${moduleId}.${spec.key}: ${format(previous)} → ${format(checked.value)}`,
    detail,
  }
}

function format(value: ParamValue): string {
  return typeof value === 'object' ? JSON.stringify(value) : String(value)
}
