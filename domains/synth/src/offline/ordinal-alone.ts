import type { ModuleRef } from './plan.ts'
import type { ReferenceContext } from './references.ts'
import type { Token } from './tokens.ts'
import { parameterForUnit, pickParameter } from './values.ts'

/**
 * "First one 100 Hz, second one 200": an ordinal said with no module word counts among the modules that hold
 * what is set (a frequency, by its parameter, value word or unit), or, with nothing to tell, among the type
 * the clause before named. Holders of several types leave it undefined: the engine asks.
 */
export function ordinalAlone(tokens: readonly Token[], context: ReferenceContext): ModuleRef[] | undefined {
  const ordinal = tokens.find((token) => token.kind === 'ordinal')
  if (ordinal?.kind !== 'ordinal' || tokens.some((token) => token.kind === 'module')) return undefined
  // Two ordinals in one clause with no module word: which value goes to which is not clear.
  if (tokens.filter((token) => token.kind === 'ordinal').length > 1) {
    if (context.problems.length === 0)
      context.problems.push(context.chinese ? '请说明是哪个模块。' : 'Which module do you mean?')
    return []
  }
  const param = tokens.find((token) => token.kind === 'param')
  const value = tokens.find((token) => token.kind === 'value' && token.parameter !== '')
  const unit = tokens.find((token) => token.kind === 'number' && token.unit)
  const holds = (type: string) =>
    param?.kind === 'param'
      ? pickParameter(type, param.names) !== undefined
      : value?.kind === 'value'
        ? pickParameter(type, [value.parameter]) !== undefined
        : unit?.kind === 'number'
          ? parameterForUnit(type, unit.unit) !== undefined
          : type === context.last.at(-1)?.type
  const holders = context.canvas.nodes.filter((node) => holds(node.type))
  if (new Set(holders.map((node) => node.type)).size !== 1) return undefined
  const node = ordinal.index < 0 ? holders.at(ordinal.index) : holders[ordinal.index - 1]
  return node ? [{ kind: 'existing', id: node.id, type: node.type }] : undefined
}
