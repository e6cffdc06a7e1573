import { modulationInput } from './modulation-inputs.ts'
import type { ModuleRef, PlannedStep } from './plan.ts'
import { type ReferenceContext, referencedModules } from './references.ts'
import type { Segment } from './segments.ts'
import type { Token } from './tokens.ts'
import { chainPairs, compatible, linkHandles, signalOrder } from './wiring.ts'

/**
 * Connections of one segment. "把A连到B" / "connect A to B": each module before the verb or "to" feeds each
 * after it. "连接A和B" / "connect A, B and C": a chain in the order said. "连起来" / "connect them": the
 * modules of this message in signal order. "…并连到B" after adding: the added modules, then B. A link whose
 * ports do not match one way is tried the other way (a reverb "connected to" an oscillator takes its sound).
 */
export function planConnections(
  segment: Segment,
  context: ReferenceContext,
): { steps: PlannedStep[]; refs: ModuleRef[] } {
  const chained = chainThrough([...segment.before, ...segment.after], context)
  if (chained) return chained
  const split = segment.after.findIndex((token) => token.kind === 'role' && token.role === 'to')
  const sourceTokens = split >= 0 ? [...segment.before, ...segment.after.slice(0, split)] : segment.before
  const targetTokens = split >= 0 ? segment.after.slice(split + 1) : segment.after
  const sources = referencedModules(sourceTokens, context)
  const targets = referencedModules(targetTokens, context)
  const hints = portHints([...sourceTokens, ...targetTokens], context)
  let pairs: Array<[ModuleRef, ModuleRef]>
  if (sources.length > 0 && targets.length > 0) {
    pairs = sources.flatMap((source) => targets.map((target) => orient(source, target)))
  } else {
    const named = [...sources, ...targets]
    // "connect them" / 连起来 names no module itself: the modules go in signal order, not in the order added.
    const themOnly = ![...sourceTokens, ...targetTokens].some((token) => token.kind === 'module')
    // After adds, named modules join the added ones (再加一个复音振荡器，也接上键盘和扬声器).
    const joinsAdds =
      sources.length === 0 && context.adds.length > 0 && named.every((ref) => ref.kind === 'existing')
    const implicit = named.length <= 1 || themOnly || joinsAdds
    const prior = context.adds.length > 0 ? everyAdded(context) : context.last
    const chain = implicit ? signalOrder(unique([...prior, ...named]), (ref) => ref.type) : named
    if (chain.length < 2) {
      // A module word that named nothing has already been reported; asking "which modules?" would repeat it.
      if (themOnly || named.length > 0)
        context.problems.push(
          context.chinese
            ? '要连接哪两个模块？比如“把振荡器连到扬声器”。'
            : 'Which modules should I connect? For example "connect the oscillator to the speaker".',
        )
      return { steps: [], refs: chain }
    }
    pairs = chainPairs(chain, (ref) => ref.type).map(([from, to]) => orient(from, to))
    if (pairs.length === 0) pairs = [orient(chain[0]!, chain[1]!)]
  }
  const steps: PlannedStep[] = []
  for (const [from, to] of pairs) {
    for (const handles of linkHandles(from.type, to.type, hints.get(key(to))))
      steps.push({ kind: 'connect', from, to, handles })
  }
  return { steps, refs: unique(pairs.flat()) }
}

/**
 * "Route the oscillator through the delay to the speaker": module groups separated by two or more
 * "to"-words form a chain, each group feeding the next. Undefined when the segment is no such chain.
 */
function chainThrough(
  tokens: readonly Token[],
  context: ReferenceContext,
): { steps: PlannedStep[]; refs: ModuleRef[] } | undefined {
  const groups: Token[][] = [[]]
  for (const token of tokens) {
    if (token.kind === 'role' && token.role === 'to') groups.push([])
    else groups.at(-1)!.push(token)
  }
  if (groups.length < 3 || groups.some((group) => !group.some((token) => token.kind === 'module')))
    return undefined
  const refs = groups.map((group) => referencedModules(group, context))
  if (refs.some((group) => group.length === 0)) return { steps: [], refs: [] }
  const steps: PlannedStep[] = []
  refs.slice(1).forEach((targets, index) => {
    for (const from of refs[index]!)
      for (const to of targets)
        for (const handles of linkHandles(from.type, to.type))
          steps.push({ kind: 'connect', from, to, handles })
  })
  return { steps, refs: unique(refs.flat()) }
}

/** Disconnections of one segment: every connection of one module, or those between two. */
export function planDisconnections(
  segment: Segment,
  context: ReferenceContext,
): { steps: PlannedStep[]; refs: ModuleRef[] } {
  const tokens = [...segment.before, ...segment.after]
  let refs = referencedModules(tokens, context)
  // "Disconnect everything", 断开所有连接: every connection, only with an explicit word for all.
  if (refs.length === 0 && tokens.some((token) => token.kind === 'role' && EVERY.has(token.role)))
    return { steps: context.canvas.edges.map((edge) => ({ kind: 'disconnect', edgeId: edge.id })), refs }
  if (refs.length === 0) refs = context.last.slice(-1)
  if (refs.length === 0) {
    context.problems.push(context.chinese ? '要断开哪个模块的连接？' : 'Which module should I disconnect?')
    return { steps: [], refs }
  }
  if (refs.length === 2) {
    const [a, b] = refs as [ModuleRef, ModuleRef]
    const reversed =
      a.kind === 'existing' &&
      b.kind === 'existing' &&
      !context.canvas.edges.some((edge) => edge.source === a.id && edge.target === b.id) &&
      context.canvas.edges.some((edge) => edge.source === b.id && edge.target === a.id)
    return {
      steps: [{ kind: 'disconnect', sourceId: reversed ? b : a, targetId: reversed ? a : b }],
      refs,
    }
  }
  return { steps: refs.map((ref) => ({ kind: 'disconnect', moduleId: ref })), refs }
}

const EVERY: ReadonlySet<string> = new Set(['all', 'canvas', 'allLinks'])

function orient(from: ModuleRef, to: ModuleRef): [ModuleRef, ModuleRef] {
  if (!compatible(from.type, to.type) && compatible(to.type, from.type)) return [to, from]
  return [from, to]
}

/** A port or parameter word right after a module names that module's input (LFO 连到振荡器的频率). */
function portHints(tokens: readonly Token[], context: ReferenceContext): Map<string, string> {
  const hints = new Map<string, string>()
  let current: ModuleRef | undefined
  for (const token of tokens) {
    if (token.kind === 'module') current = referencedModules([token], { ...context, problems: [] })[0]
    else if (current && token.kind === 'port') hints.set(key(current), token.name)
    else if (current && token.kind === 'param') {
      const port = modulationInput(current.type, token.names)
      if (port) hints.set(key(current), port)
    }
  }
  return hints
}

function everyAdded(context: ReferenceContext): ModuleRef[] {
  return context.adds.map((add, index) => ({ kind: 'new', index, type: add.type }))
}

function key(ref: ModuleRef): string {
  return ref.kind === 'new' ? `new:${ref.index}` : `id:${ref.id}`
}

function unique(refs: ModuleRef[]): ModuleRef[] {
  const seen = new Set<string>()
  const result: ModuleRef[] = []
  for (const ref of refs) {
    if (seen.has(key(ref))) continue
    seen.add(key(ref))
    result.push(ref)
  }
  return result
}
