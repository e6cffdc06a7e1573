import { moduleDefinition } from '../catalogue/index.ts'
import type { ParamSpec } from '../catalogue/module-definition.ts'
import type { ChainModule, ProjectDocument } from '../chain/chain.ts'
import { amountsIn } from './amounts.ts'
import type { ModuleRef } from './module-refs.ts'
import { VOCABULARY } from './vocabulary.ts'

/**
 * The answer to a question about the project, read from the project document (never from canned help):
 * how many modules, what the chain is, a module's parameters; a "what if" gets the current value and the
 * allowed range, and nothing is changed. `undefined` when the question names nothing in the project.
 */
export function answerFromState(
  text: string,
  refs: readonly ModuleRef[],
  project: ProjectDocument,
  hypothetical: boolean,
  zh: boolean,
): string | undefined {
  const modules = project.chain.modules
  if (VOCABULARY.countTopic.test(text))
    return zh
      ? `链路里有 ${modules.length} 个模块：${chainOrder(project).join(' → ')}。`
      : `The chain has ${modules.length} modules: ${chainOrder(project).join(' → ')}.`
  const named = refs.flatMap((ref) => ref.candidates ?? [ref.module])
  const neighbour = neighbourAnswer(text, named, chainOrder(project), zh)
  if (neighbour) return neighbour
  if (named.length > 0) {
    const keys = new Set(
      VOCABULARY.params.filter((param) => param.list.test(text)).flatMap((param) => param.keys),
    )
    const lines = named.map((module) => moduleLine(module, keys, zh) + bindingText(project, module.id, zh))
    const tail = hypothetical ? whatIfTail(text, named[0]!, keys, zh) : ''
    return `${lines.join(zh ? '；' : '; ')}${zh ? '。' : '.'}${tail}`
  }
  if (VOCABULARY.chainTopic.test(text))
    return zh
      ? `当前链路（${modules.length} 个模块）：${chainOrder(project).join(' → ')}。`
      : `The chain now (${modules.length} modules): ${chainOrder(project).join(' → ')}.`
  return undefined
}

/**
 * "what comes after the low shelf?", 最前面是哪个模块: the module next to the one named, or at either end of
 * the chain, with the whole chain for context.
 */
function neighbourAnswer(
  text: string,
  named: readonly ChainModule[],
  order: readonly string[],
  zh: boolean,
): string | undefined {
  const chain = order.join(' → ')
  const said = (id: string | undefined, where: string, whereZh: string) =>
    zh
      ? `${whereZh}是 ${id ?? '（没有模块）'}。链路：${chain}。`
      : `${where} is ${id ?? 'no module'}. The chain: ${chain}.`
  if (named.length === 1) {
    const at = order.indexOf(named[0]!.id)
    const id = named[0]!.id
    if (VOCABULARY.nextTopic.test(text)) return said(order[at + 1], `After ${id}`, `${id} 后面`)
    if (VOCABULARY.previousTopic.test(text)) return said(order[at - 1], `Before ${id}`, `${id} 前面`)
    return undefined
  }
  if (named.length > 0 || !VOCABULARY.wh.test(text)) return undefined
  if (VOCABULARY.firstTopic.test(text)) return said(order[0], 'First in the chain', '链路最前面')
  if (VOCABULARY.lastTopic.test(text)) return said(order.at(-1), 'Last in the chain', '链路最后面')
  return undefined
}

/** The modules in signal order: from those without inputs along the connections, then any left over. */
function chainOrder(project: ProjectDocument): string[] {
  const { modules, connections } = project.chain
  const order: string[] = []
  const visit = (id: string) => {
    if (order.includes(id)) return
    order.push(id)
    for (const connection of connections.filter((c) => c.from === id)) visit(connection.to)
  }
  for (const module of modules) if (!connections.some((c) => c.to === module.id)) visit(module.id)
  for (const module of modules) visit(module.id)
  return order
}

function valueText(module: ChainModule, param: ParamSpec, zh: boolean): string {
  const set = module.params[param.key]
  const value = set ?? param.default
  const unit = param.type === 'number' && param.unit ? ` ${param.unit}` : ''
  // 0.707, never 0.7071067811865476.
  const shown =
    typeof value === 'object'
      ? JSON.stringify(value)
      : typeof value === 'number'
        ? String(Math.round(value * 1000) / 1000)
        : String(value)
  return `${param.key} ${shown}${unit}${set === undefined ? (zh ? '（默认）' : ' (default)') : ''}`
}

/** A module's named parameters, or all it has when the question names none. */
function moduleLine(module: ChainModule, keys: ReadonlySet<string>, zh: boolean): string {
  const params = moduleDefinition(module.type)?.params ?? []
  const asked = params.filter((param) => keys.has(param.key))
  const shown = asked.length > 0 ? asked : params.filter((param) => module.params[param.key] !== undefined)
  const values = shown.map((param) => valueText(module, param, zh)).join(', ')
  return `${module.id}（${module.type}${module.bypass ? (zh ? '，已旁路' : ', bypassed') : ''}）: ${values}`
}

function whatIfTail(text: string, module: ChainModule, keys: ReadonlySet<string>, zh: boolean): string {
  const params = moduleDefinition(module.type)?.params ?? []
  const param =
    params.find((candidate) => keys.has(candidate.key)) ??
    params.find((candidate) => candidate.key === VOCABULARY.primaryParam[module.type])
  const amount = amountsIn(text).at(-1)
  const range =
    param?.type === 'number'
      ? zh
        ? ` ${param.key} 可设范围 ${param.min}…${param.max}${param.unit ? ` ${param.unit}` : ''}${amount ? `，${amount.value} ${inRange(param, amount.value) ? '在范围内' : '超出范围，会被拒绝'}` : ''}。`
        : ` ${param.key} accepts ${param.min}…${param.max}${param.unit ? ` ${param.unit}` : ''}${amount ? `; ${amount.value} is ${inRange(param, amount.value) ? 'within it' : 'outside it and would be refused'}` : ''}.`
      : ''
  return `${range}${zh ? ' 这是个问题，我没有改动工程；要改请直接说“把…设为…”。' : ' That was a question, so I changed nothing; say "set … to …" to change it.'}`
}

function inRange(param: Extract<ParamSpec, { type: 'number' }>, value: number): boolean {
  return value >= param.min && value <= param.max
}

/** The vehicle signals a module's parameters follow, if any. */
function bindingText(project: ProjectDocument, moduleId: string, zh: boolean): string {
  const bound = project.chain.bindings.filter((binding) => binding.moduleId === moduleId)
  if (bound.length === 0) return ''
  const list = bound
    .map((binding) => `${binding.paramKey} ← ${binding.signalName} (${binding.mode})`)
    .join(', ')
  return zh ? `；绑定：${list}` : `; bound: ${list}`
}
