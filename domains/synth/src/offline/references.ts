import { moduleDefinition } from '../catalogue/catalogue.ts'
import type { CanvasSnapshot } from '../graph/canvas.ts'
import type { ModuleRef } from './plan.ts'
import type { Token } from './tokens.ts'

/** What reference resolution knows: the canvas, the modules this message adds, what was named last. */
export interface ReferenceContext {
  canvas: CanvasSnapshot
  adds: Array<{ type: string }>
  /** The modules the previous segment named, for it/them/它/它们. */
  last: ModuleRef[]
  chinese: boolean
  problems: string[]
  /** The module word said last, for an ordinal said alone ("the first oscillator 220, the second 330"). */
  lastWord?: Extract<Token, { kind: 'module' }>
  /** The one module the latest changing turn acted on: "it" when this message has named nothing yet. */
  earlier?: ModuleRef
}

/**
 * The modules named by the tokens of a segment, in order. A type word means a module this message adds
 * of that type if there is one, else the single module of that type on the canvas; several of them is a
 * question back, never a guess. 所有/all before a word (or 都 right after it) means every module of that type.
 */
export function referencedModules(tokens: readonly Token[], context: ReferenceContext): ModuleRef[] {
  const refs: ModuleRef[] = []
  let all = false
  let ordinal: number | undefined
  let previous: Token | undefined
  tokens.forEach((token, index) => {
    if (token.kind === 'ordinal') ordinal = token.index
    // 振荡器都…, "the oscillators all": an all-word right after a module word counts for it too.
    const next = tokens[index + 1]
    if (token.kind === 'module' && next?.kind === 'role' && next.role === 'all') all = true
    if (token.kind === 'role' && token.role === 'all') all = true
    if (token.kind === 'role' && token.role === 'them') refs.push(...pronounThem(context))
    if (token.kind === 'role' && token.role === 'it')
      refs.push(
        ...(context.last.length > 0 ? context.last.slice(-1) : context.earlier ? [context.earlier] : []),
      )
    if (
      token.kind === 'module' &&
      !(token.generic && previous?.kind === 'module' && adjacent(previous, token))
    ) {
      refs.push(
        ...(ordinal === undefined ? resolveModule(token, context, all) : nthModule(token, ordinal, context)),
      )
      all = false
      ordinal = undefined
      context.lastWord = token
    }
    previous = token
  })
  // An ordinal with no module word after it counts among the modules of the type named before it.
  if (ordinal !== undefined && context.lastWord) refs.push(...nthModule(context.lastWord, ordinal, context))
  return unique(refs)
}

/** Every module on the canvas, for 清空画布 / delete all modules. */
export function everyModule(canvas: CanvasSnapshot): ModuleRef[] {
  return canvas.nodes.map((node) => ({ kind: 'existing', id: node.id, type: node.type }))
}

function pronounThem(context: ReferenceContext): ModuleRef[] {
  if (context.adds.length > 0)
    return context.adds.map((add, index) => ({ kind: 'new', index, type: add.type }) as const)
  return context.last
}

function resolveModule(
  token: Extract<Token, { kind: 'module' }>,
  context: ReferenceContext,
  all: boolean,
): ModuleRef[] {
  if (token.nodeId) {
    const node = context.canvas.nodes.find((candidate) => candidate.id === token.nodeId)
    if (node) return [{ kind: 'existing', id: node.id, type: node.type }]
  }
  if (token.category) return resolveCategory(token, context, all)
  for (const type of token.types) {
    const index = context.adds.map((add) => add.type).lastIndexOf(type)
    if (index >= 0) return [{ kind: 'new', index, type }]
  }
  for (const type of token.types) {
    const nodes = context.canvas.nodes.filter((node) => node.type === type)
    if (nodes.length === 0) continue
    if (nodes.length === 1 || all) return nodes.map((node) => ({ kind: 'existing', id: node.id, type }))
    const listed = nodes.map((node) => `${node.id}（${node.name}）`).join('、')
    context.problems.push(
      context.chinese
        ? `画布上有 ${nodes.length} 个${moduleLabel(type)}：${listed}，请说明是哪一个（可以用名字或 id）。`
        : `There are ${nodes.length} ${type} modules: ${listed}. Which one do you mean (name or id)?`,
    )
    return []
  }
  context.problems.push(
    context.chinese ? `画布上没有${token.text}。` : `There is no ${token.text} on the canvas.`,
  )
  return []
}

/** The n-th module of the word's type on the canvas, in canvas order (the order they were added). */
function nthModule(
  token: Extract<Token, { kind: 'module' }>,
  index: number,
  context: ReferenceContext,
): ModuleRef[] {
  for (const type of token.types) {
    const nodes = context.canvas.nodes.filter((node) => node.type === type)
    const node = index < 0 ? nodes.at(index) : nodes[index - 1]
    if (node) return [{ kind: 'existing', id: node.id, type }]
  }
  context.problems.push(
    context.chinese
      ? `画布上没有第 ${index} 个${token.text}。`
      : `There is no ${ordinalWord(index)} ${token.text} on the canvas.`,
  )
  return []
}

function ordinalWord(index: number): string {
  return index < 0 ? 'last' : (['first', 'second', 'third', 'fourth', 'fifth'][index - 1] ?? `#${index}`)
}

/** A module type's catalogue label (简单振荡器), for questions about it. */
export function moduleLabel(type: string): string {
  return moduleDefinition(type)?.label ?? type
}

function adjacent(before: Token, after: Token): boolean {
  return after.at - before.end <= 3
}

function unique(refs: ModuleRef[]): ModuleRef[] {
  const seen = new Set<string>()
  return refs.filter((ref) => {
    const key = ref.kind === 'new' ? `new:${ref.index}` : `id:${ref.id}`
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
}

/** "All the effects", 删掉所有效果器: every module of the kind; without "all", only when there is one. */
function resolveCategory(
  token: Extract<Token, { kind: 'module' }>,
  context: ReferenceContext,
  all: boolean,
): ModuleRef[] {
  const nodes = context.canvas.nodes.filter((node) => token.types.includes(node.type))
  if (nodes.length === 1 || (all && nodes.length > 0))
    return nodes.map((node) => ({ kind: 'existing', id: node.id, type: node.type }))
  const listed = nodes.map((node) => `${node.id}（${node.name}）`).join('、')
  context.problems.push(
    nodes.length === 0
      ? context.chinese
        ? `画布上没有${token.text}。`
        : `There is no ${token.text} on the canvas.`
      : context.chinese
        ? `画布上有 ${nodes.length} 个${token.text}：${listed}。是全部还是其中哪一个？`
        : `There are ${nodes.length} ${token.text}: ${listed}. All of them, or which one?`,
  )
  return []
}
