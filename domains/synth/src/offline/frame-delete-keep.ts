import type { CanvasEdge } from '../graph/canvas.ts'
import { findPort } from '../graph/ports.ts'
import { CLOSING_OUT_WORDS } from './lexicon.ts'
import type { ModuleRef, PlannedStep } from './plan.ts'
import { everyModule, type ReferenceContext, referencedModules } from './references.ts'
import type { Token } from './tokens.ts'

const CLOSING_OUT: ReadonlySet<string> = new Set(CLOSING_OUT_WORDS)

/**
 * A deletion that says what it spares or that the chain should close: "remove the reverb but keep the rest
 * connected" deletes the reverb and joins what fed it to what it fed; "remove everything except the
 * speaker", 全部删掉只留下扬声器 deletes all but the modules kept (only with an explicit "all"). Undefined
 * when the sentence is not a deletion with such words.
 */
export function planDeleteKeeping(
  tokens: readonly Token[],
  context: ReferenceContext,
): PlannedStep[] | undefined {
  const verbs = tokens.filter((token) => token.kind === 'verb')
  const keepAt = tokens.findIndex((token) => isRole(token, 'keep') || isRole(token, 'allBut'))
  const bridged = tokens.some(
    (token) =>
      isRole(token, 'bridge') || (token.kind === 'verb' && CLOSING_OUT.has(token.text.toLowerCase())),
  )
  const deletes = verbs.some((token) => token.kind === 'verb' && token.verb === 'delete')
  if (!(deletes || bridged) || (keepAt < 0 && !bridged)) return undefined
  const { said, spared } = keepAt < 0 ? { said: tokens, spared: [] } : splitAtKeep(tokens, keepAt)
  // "Keep the rest connected", "keep the sound going to the speaker": the chain closes; "keep the
  // speaker": that module stays.
  const closes =
    bridged ||
    spared.some(
      (token) =>
        isRole(token, 'rest') || isRole(token, 'to') || (token.kind === 'verb' && token.verb === 'connect'),
    )
  const kept = new Set(
    referencedModules(
      spared.filter((token) => token.kind === 'module'),
      { ...context, problems: [] },
    ).flatMap((ref) => (ref.kind === 'existing' ? [ref.id] : [])),
  )
  const everything =
    (keepAt >= 0 && isRole(tokens[keepAt]!, 'allBut')) ||
    said.some((token) => isRole(token, 'all') || isRole(token, 'canvas'))
  const named = said.filter((token) => token.kind === 'module' || token.kind === 'ordinal')
  const targets =
    everything && named.every((token) => token.kind !== 'module')
      ? everyModule(context.canvas).filter((ref) => ref.kind === 'existing' && !kept.has(ref.id))
      : referencedModules(said, context).filter((ref) => ref.kind === 'existing' && !kept.has(ref.id))
  if (targets.length === 0) {
    if (context.problems.length === 0)
      context.problems.push(context.chinese ? '要删除哪个模块？' : 'Which module should I delete?')
    return []
  }
  const bridges = closes && targets.length === 1 ? bridgeOver(targets[0]!, context) : []
  return [...bridges, ...targets.map((target): PlannedStep => ({ kind: 'delete', target }))]
}

/**
 * What a deletion names and what it spares. The kept modules follow the keep word (keep the speaker, 只留下
 * 扬声器), or, when it closes its clause with nothing after it, precede it in that clause (把延迟去掉，混响保留).
 */
function splitAtKeep(tokens: readonly Token[], keepAt: number): { said: Token[]; spared: Token[] } {
  const end = tokens.findIndex((token, index) => index > keepAt && token.kind === 'break')
  const clauseEnd = end < 0 ? tokens.length : end
  const after = tokens.slice(keepAt + 1, clauseEnd)
  if (after.some((token) => token.kind === 'module' || isRole(token, 'rest')))
    return { said: tokens.slice(0, keepAt), spared: tokens.slice(keepAt + 1) }
  const start = tokens.findLastIndex((token, index) => index < keepAt && token.kind === 'break') + 1
  const own = tokens.slice(start, keepAt)
  if (start === 0 || !own.some((token) => token.kind === 'module'))
    return { said: tokens.slice(0, keepAt), spared: tokens.slice(keepAt + 1) }
  return { said: [...tokens.slice(0, start), ...tokens.slice(clauseEnd)], spared: own }
}

/**
 * "Pull the reverb out of the chain and hook the EQ to the speaker": a deletion and, after it, another step
 * with its own verb and module. The deletion's words end at that verb, so the step after it is read on its
 * own instead of its modules being deleted too. Undefined when no such step follows (a keep word before the
 * verb belongs to the deletion: remove the reverb but keep the rest connected).
 */
export function deletionThenMore(tokens: readonly Token[]): { head: Token[]; tail: Token[] } | undefined {
  const first = tokens.findIndex((token) => token.kind === 'module')
  if (first < 0) return undefined
  const cut = tokens.findIndex(
    (token, index) => index > first && token.kind === 'verb' && token.verb !== 'delete',
  )
  if (cut < 0) return undefined
  const head = tokens.slice(0, cut)
  const tail = tokens.slice(cut)
  if (head.some((token) => isRole(token, 'keep') || isRole(token, 'allBut'))) return undefined
  if (!tail.some((token) => token.kind === 'module')) return undefined
  return { head, tail }
}

/** Each module that fed the deleted (or moved) one joined to each module it fed, where the port types match. */
export function bridgeOver(target: ModuleRef, context: ReferenceContext): PlannedStep[] {
  if (target.kind !== 'existing') return []
  const into = context.canvas.edges.filter((edge) => edge.target === target.id)
  const out = context.canvas.edges.filter((edge) => edge.source === target.id)
  const steps: PlannedStep[] = []
  const seen = new Set<string>()
  for (const before of into) {
    for (const after of out) {
      if (portType(before, 'input', target.type) !== portType(after, 'output', target.type)) continue
      const key = `${before.source}.${before.sourceHandle}->${after.target}.${after.targetHandle}`
      if (seen.has(key) || before.source === after.target) continue
      seen.add(key)
      steps.push({
        kind: 'connect',
        from: refOf(before.source, context),
        to: refOf(after.target, context),
        handles: { sourceHandle: before.sourceHandle, targetHandle: after.targetHandle },
      })
    }
  }
  return steps
}

function portType(edge: CanvasEdge, side: 'input' | 'output', type: string): string | undefined {
  return findPort(type, side, side === 'input' ? edge.targetHandle : edge.sourceHandle)?.type
}

function refOf(id: string, context: ReferenceContext): ModuleRef {
  const node = context.canvas.nodes.find((candidate) => candidate.id === id)
  return { kind: 'existing', id, type: node?.type ?? '' }
}

function isRole(token: Token, role: string): boolean {
  return token.kind === 'role' && token.role === role
}
