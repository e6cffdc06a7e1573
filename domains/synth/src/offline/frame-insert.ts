import type { CanvasEdge } from '../graph/canvas.ts'
import { findPort, portsOf } from '../graph/ports.ts'
import { bridgeOver } from './frame-delete-keep.ts'
import type { ModuleRef, PlannedStep } from './plan.ts'
import { planSettings, saysValue } from './plan-settings.ts'
import { type ReferenceContext, referencedModules } from './references.ts'
import type { Token } from './tokens.ts'
import { type Handles, linkHandles, signalOrder } from './wiring.ts'

type ModuleToken = Extract<Token, { kind: 'module' }>

/**
 * "Insert X between A and B" (在A和B之间加X, put X between A and B, X after A before B, 在A后面加X): X (new
 * when the sentence adds it or the canvas has none) takes the place of the A→B connections: they are
 * removed, A feeds X on the port that fed B, and X feeds B on each input A fed (both speaker channels).
 * "After A" alone means between A and what A feeds; "before B", between what feeds B and B. Values said go to X.
 */
export function planInsertion(
  tokens: readonly Token[],
  context: ReferenceContext,
): { steps: PlannedStep[] } | undefined {
  const verbs = tokens.flatMap((token) => (token.kind === 'verb' ? [token.verb] : []))
  if (verbs.some((verb) => verb === 'delete' || verb === 'disconnect' || verb === 'undo' || verb === 'redo'))
    return undefined
  const ends = namedEnds(tokens)
  if (!ends) return undefined
  const insertedToken = tokens.find(
    (token): token is ModuleToken => token.kind === 'module' && token !== ends.from && token !== ends.to,
  )
  if (!insertedToken) return undefined
  const resolve = (token: ModuleToken | undefined) =>
    token ? referencedModules(withOrdinal(tokens, token), context) : []
  let from = resolve(ends.from)[0]
  let to = resolve(ends.to)[0]
  if ((ends.from && !from) || (ends.to && !to)) return { steps: [] }
  from ??= neighbour(to!, 'upstream', context)
  to ??= neighbour(from!, 'downstream', context)
  if (!from || !to) {
    context.problems.push(context.chinese ? '要插在哪两个模块之间？' : 'Between which two modules?')
    return { steps: [] }
  }
  ;[from, to] = oriented(from, to, context)
  const steps: PlannedStep[] = []
  const inserted = insertedRef(insertedToken, verbs.includes('add'), context, steps)
  if (!inserted) return { steps: [] }
  // "Put the reverb before the delay", "move the eq after the delay": a module already wired is moved — its
  // old place closes over the gap, its own connections go, then it takes the new place. Already there: asked.
  const wired = wiredEdges(inserted, context)
  if (wired.length > 0) {
    if (same(inserted, from) || same(inserted, to) || between(from, inserted, context).length > 0) {
      context.problems.push(
        context.chinese
          ? `${insertedToken.text}已经在那个位置了。`
          : `The ${insertedToken.text} is already there.`,
      )
      return { steps: [] }
    }
    steps.push(...bridgeOver(inserted, context))
    steps.push(...wired.map((edge): PlannedStep => ({ kind: 'disconnect', edgeId: edge.id })))
  }
  const values = tokens.filter(
    (token) => token.kind === 'number' || token.kind === 'value' || token.kind === 'param',
  )
  if (saysValue(values)) steps.push(...planSettings(values, [inserted], context))
  const removed = between(from, to, context)
  const links = rewiring(from, inserted, to, removed)
  if (!links) {
    context.problems.push(
      context.chinese
        ? `${insertedToken.text}没有能接在这两个模块之间的端口。`
        : `A ${insertedToken.text} has no ports that fit between those modules.`,
    )
    return { steps: [] }
  }
  if (removed.length > 0) steps.push({ kind: 'disconnect', sourceId: from, targetId: to })
  steps.push(...links)
  return { steps }
}

/** The connections an existing module has now (none for a module this message adds). */
function wiredEdges(ref: ModuleRef, context: ReferenceContext): CanvasEdge[] {
  if (ref.kind !== 'existing') return []
  return context.canvas.edges.filter((edge) => edge.source === ref.id || edge.target === ref.id)
}

function same(a: ModuleRef, b: ModuleRef): boolean {
  return a.kind === 'existing' && b.kind === 'existing' && a.id === b.id
}

/** The modules on either side: the two named with 之间/between, or those named with after/before. */
function namedEnds(tokens: readonly Token[]): { from?: ModuleToken; to?: ModuleToken } | undefined {
  const modules = tokens.filter((token): token is ModuleToken => token.kind === 'module')
  const role = (name: string) =>
    tokens.find((token) => token.kind === 'role' && token.role === name) as Token | undefined
  const between = role('between')
  if (between) {
    // 在A和B之间: the two modules before the word; between A and B: the two after it.
    const pair = english(between)
      ? modules.filter((token) => token.at > between.at).slice(0, 2)
      : modules.filter((token) => token.at < between.at).slice(-2)
    return pair.length === 2 ? { from: pair[0], to: pair[1] } : undefined
  }
  const after = role('after')
  const before = role('before')
  if (!after && !before) return undefined
  const near = (word: Token | undefined) =>
    word &&
    (english(word)
      ? modules.find((token) => token.at > word.at)
      : modules.findLast((token) => token.at < word.at))
  const ends = { from: near(after), to: near(before) }
  return ends.from || ends.to ? ends : undefined
}

function english(token: Token): boolean {
  return /^[a-z -]+$/i.test(token.text)
}

/** The module token with the ordinal said right before it (the second oscillator). */
function withOrdinal(tokens: readonly Token[], token: ModuleToken): Token[] {
  const previous = tokens[tokens.indexOf(token) - 1]
  return previous?.kind === 'ordinal' ? [previous, token] : [token]
}

/** The single module that `ref` feeds (downstream) or is fed by (upstream), by its connections. */
function neighbour(
  ref: ModuleRef,
  side: 'upstream' | 'downstream',
  context: ReferenceContext,
): ModuleRef | undefined {
  if (ref.kind !== 'existing') return undefined
  const ids = new Set(
    context.canvas.edges
      .filter((edge) => (side === 'downstream' ? edge.source === ref.id : edge.target === ref.id))
      .map((edge) => (side === 'downstream' ? edge.target : edge.source)),
  )
  if (ids.size !== 1) return undefined
  const node = context.canvas.nodes.find((candidate) => ids.has(candidate.id))
  return node && { kind: 'existing', id: node.id, type: node.type }
}

/** A→B as the signal flows: by their connection if they have one, else by the order of a chain. */
function oriented(a: ModuleRef, b: ModuleRef, context: ReferenceContext): [ModuleRef, ModuleRef] {
  if (between(a, b, context).length > 0) return [a, b]
  if (between(b, a, context).length > 0) return [b, a]
  return signalOrder([a, b], (ref) => ref.type) as [ModuleRef, ModuleRef]
}

function between(from: ModuleRef, to: ModuleRef, context: ReferenceContext): CanvasEdge[] {
  if (from.kind !== 'existing' || to.kind !== 'existing') return []
  return context.canvas.edges.filter((edge) => edge.source === from.id && edge.target === to.id)
}

function insertedRef(
  token: ModuleToken,
  adding: boolean,
  context: ReferenceContext,
  steps: PlannedStep[],
): ModuleRef | undefined {
  const onCanvas = context.canvas.nodes.some((node) => token.types.includes(node.type))
  if (!adding && onCanvas) return referencedModules([token], context)[0]
  const type = token.types[0]!
  const index = context.adds.push({ type }) - 1
  steps.push({ kind: 'add', index, type })
  return { kind: 'new', index, type }
}

/** from→X on the port that fed `to`, X→to on every input it fed; by port type when they were not connected. */
function rewiring(
  from: ModuleRef,
  inserted: ModuleRef,
  to: ModuleRef,
  removed: CanvasEdge[],
): PlannedStep[] | undefined {
  const connect = (a: ModuleRef, b: ModuleRef, handles: Handles): PlannedStep => ({
    kind: 'connect',
    from: a,
    to: b,
    handles,
  })
  if (removed.length === 0) {
    const first = linkHandles(from.type, inserted.type).map((handles) => connect(from, inserted, handles))
    const second = linkHandles(inserted.type, to.type).map((handles) => connect(inserted, to, handles))
    return [...first, ...second]
  }
  const portType = findPort(to.type, 'input', removed[0]!.targetHandle)?.type
  const input = portsOf(inserted.type, 'input').find((port) => port.type === portType)
  const output = portsOf(inserted.type, 'output').find((port) => port.type === portType)
  if (!input || !output) return undefined
  const steps = [
    connect(from, inserted, { sourceHandle: removed[0]!.sourceHandle, targetHandle: input.name }),
  ]
  for (const handle of new Set(removed.map((edge) => edge.targetHandle)))
    steps.push(connect(inserted, to, { sourceHandle: output.name, targetHandle: handle }))
  return steps
}
