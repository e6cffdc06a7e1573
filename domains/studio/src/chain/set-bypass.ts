import type { Chain } from './chain.ts'
import { type ChainEditResult, refuse } from './chain-edit-result.ts'
import { unknownModule } from './edit-modules.ts'

export interface SetBypassDetail {
  moduleId: string
  paramKey: 'bypass'
  value: boolean
  previous: boolean
}

/**
 * Bypasses a module (or puts it back in the signal path). Not a catalogue parameter but every module's
 * switch, so update-param takes it as `bypass` and a person's edit goes through the same tool.
 */
export function setBypass(chain: Chain, moduleId: string, value: unknown): ChainEditResult<SetBypassDetail> {
  const index = chain.modules.findIndex((module) => module.id === moduleId)
  if (index < 0) return unknownModule(chain, moduleId)
  if (typeof value !== 'boolean') return refuse('invalid_param_value', 'bypass is true or false')
  const previous = chain.modules[index]!.bypass === true
  const modules = chain.modules.map((module, i) => (i === index ? { ...module, bypass: value } : module))
  return {
    ok: true,
    chain: { ...chain, modules },
    summary: `${moduleId}.bypass: ${previous} → ${value}`,
    detail: { moduleId, paramKey: 'bypass', value, previous },
  }
}
