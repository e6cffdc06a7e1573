import { moduleDefinition } from '../catalogue/catalogue.ts'
import type { CanvasEdge, CanvasSnapshot } from '../graph/canvas.ts'
import { type CaseCanvas, parseConnection } from './eval-case.ts'
import { connectionText, expectedParameter, fits } from './expected-values.ts'

/**
 * Changes the agent made that the case did not ask for: a starting module removed or a value changed that
 * the expected canvas keeps; more modules of a type than expected; connections added or removed that the
 * expected canvas does not add or remove. A wrong value where a change was asked is a miss, not listed here.
 */
export function unwantedChanges(
  start: CanvasSnapshot,
  final: CanvasSnapshot,
  expected: CaseCanvas,
): string[] {
  const startIds = new Set(start.nodes.map((node) => node.id))
  const changes: string[] = []
  for (const module of expected.modules.filter((candidate) => startIds.has(candidate.id))) {
    const before = start.nodes.find((node) => node.id === module.id)!
    const after = final.nodes.find((node) => node.id === module.id)
    if (!after) {
      changes.push(`removed ${module.id}`)
      continue
    }
    for (const parameter of moduleDefinition(module.type)?.parameters ?? []) {
      const want = expectedParameter(module, parameter.name)
      const was = before.params[parameter.name]
      const now = after.params[parameter.name]
      if (want !== undefined && fits(want, was) && !fits(want, now) && now !== was)
        changes.push(`changed ${module.id}.${parameter.name} ${JSON.stringify(was)} → ${JSON.stringify(now)}`)
    }
    if ((module.enabled ?? before.enabled) === before.enabled && after.enabled !== before.enabled)
      changes.push(`switched ${module.id} ${after.enabled ? 'on' : 'off'}`)
  }
  changes.push(...extraModules(startIds, final, expected))
  changes.push(...edgeChanges(start, final, expected))
  return changes
}

function extraModules(startIds: ReadonlySet<string>, final: CanvasSnapshot, expected: CaseCanvas): string[] {
  const wanted = countBy(expected.modules.filter((module) => !startIds.has(module.id)).map((m) => m.type))
  const added = countBy(final.nodes.filter((node) => !startIds.has(node.id)).map((node) => node.type))
  return [...added].flatMap(([type, count]) =>
    count > (wanted.get(type) ?? 0) ? [`added ${count - (wanted.get(type) ?? 0)} ${type} too many`] : [],
  )
}

/** Connections compared by their ends, an added module standing for its type (its id is not known). */
function edgeChanges(start: CanvasSnapshot, final: CanvasSnapshot, expected: CaseCanvas): string[] {
  const startIds = new Set(start.nodes.map((node) => node.id))
  const expectedTypes = new Map(expected.modules.map((module) => [module.id, module.type]))
  const finalTypes = new Map(final.nodes.map((node) => [node.id, node.type]))
  const end = (id: string, types: Map<string, string>) => (startIds.has(id) ? id : `+${types.get(id)}`)
  const signature = (edge: Omit<CanvasEdge, 'id'>, types: Map<string, string>) =>
    `${end(edge.source, types)}.${edge.sourceHandle}->${end(edge.target, types)}.${edge.targetHandle}`
  const before = new Set(start.edges.map(connectionText))
  const wanted = countBy(expected.connections.map((text) => signature(parseConnection(text), expectedTypes)))
  const got = countBy(final.edges.map((edge) => signature(edge, finalTypes)))
  const changes: string[] = []
  for (const [text, count] of got) {
    const allowed = wanted.get(text) ?? 0
    if (count > allowed && !before.has(text)) changes.push(`connected ${text}`)
  }
  for (const text of before) {
    if (wanted.has(text) && !got.has(text)) changes.push(`disconnected ${text}`)
  }
  return changes
}

function countBy(items: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>()
  for (const item of items) counts.set(item, (counts.get(item) ?? 0) + 1)
  return counts
}
