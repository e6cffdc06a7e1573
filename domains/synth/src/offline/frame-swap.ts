import type { CanvasEdge } from '../graph/canvas.ts'
import { bridgeOver } from './frame-delete-keep.ts'
import type { ModuleRef, PlannedStep } from './plan.ts'
import { type ReferenceContext, referencedModules } from './references.ts'
import type { Token } from './tokens.ts'
import { linkHandles } from './wiring.ts'

/**
 * "Swap the order of the delay and the reverb", 把延迟和混响的顺序调换一下: two modules next to each other in a
 * chain (A feeds B, and only B) trade places: what fed A feeds B, B feeds A, and A feeds what B fed, on the
 * same ports. Two modules that are not neighbours, or a chain that branches there, are asked about: which
 * order is meant is then not clear. Undefined when the sentence does not say a swap of places.
 */
export function planSwap(tokens: readonly Token[], context: ReferenceContext): PlannedStep[] | undefined {
  if (!tokens.some((token) => token.kind === 'role' && token.role === 'swap')) return undefined
  const modules = tokens.flatMap((token, at) =>
    token.kind === 'module' ? [tokens[at - 1]?.kind === 'ordinal' ? [tokens[at - 1]!, token] : [token]] : [],
  )
  if (modules.length !== 2) return ask(context)
  const [a, b] = modules.map((said) => referencedModules(said, context)[0])
  if (!a || !b) return []
  if (a.kind !== 'existing' || b.kind !== 'existing' || a.id === b.id) return ask(context)
  const [up, down] = edges(a, b, context).length > 0 ? [a, b] : [b, a]
  const link = edges(up, down, context)
  const upOut = context.canvas.edges.filter((edge) => edge.source === up.id)
  const downIn = context.canvas.edges.filter((edge) => edge.target === down.id)
  // Only a plain chain link: every output of the first goes to the second and nothing else feeds the second.
  if (link.length === 0 || upOut.length !== link.length || downIn.length !== link.length) return ask(context)
  const downOut = context.canvas.edges.filter((edge) => edge.source === down.id)
  const upIn = context.canvas.edges.filter((edge) => edge.target === up.id)
  const steps: PlannedStep[] = [...bridgeOver(up, context)]
  for (const edge of [...upIn, ...link, ...downOut]) steps.push({ kind: 'disconnect', edgeId: edge.id })
  const input = upIn[0]?.targetHandle
  const output = link[0]!.sourceHandle
  const back = downOut[0]?.sourceHandle
  steps.push({
    kind: 'connect',
    from: down,
    to: up,
    handles:
      input && back ? { sourceHandle: back, targetHandle: input } : linkHandles(down.type, up.type)[0]!,
  })
  for (const edge of downOut)
    steps.push({
      kind: 'connect',
      from: up,
      to: refOf(edge.target, context),
      handles: { sourceHandle: output, targetHandle: edge.targetHandle },
    })
  return steps
}

function edges(from: ModuleRef, to: ModuleRef, context: ReferenceContext): CanvasEdge[] {
  if (from.kind !== 'existing' || to.kind !== 'existing') return []
  return context.canvas.edges.filter((edge) => edge.source === from.id && edge.target === to.id)
}

function refOf(id: string, context: ReferenceContext): ModuleRef {
  const node = context.canvas.nodes.find((candidate) => candidate.id === id)
  return { kind: 'existing', id, type: node?.type ?? '' }
}

function ask(context: ReferenceContext): PlannedStep[] {
  if (context.problems.length === 0)
    context.problems.push(
      context.chinese
        ? '只能对调链路中直接相连的两个模块。请说出新的顺序，例如“把混响放到延迟后面”。'
        : 'I can only swap two modules that are wired next to each other. Please say the new order, e.g. "put the reverb after the delay".',
    )
  return []
}
