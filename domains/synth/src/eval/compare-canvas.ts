import type { CanvasNode, CanvasSnapshot } from '../graph/canvas.ts'
import type { CaseCanvas, CaseModule } from './eval-case.ts'
import { connectionText, moduleMismatches } from './expected-values.ts'

/** Whether a final canvas is the expected one, and if not, why (the first reasons found). */
export interface CanvasComparison {
  exact: boolean
  problems: string[]
}

/**
 * Compares a final canvas with the expected one. Modules the case names by a starting id must be those
 * modules; the other expected modules are matched to the added modules (any ids) by type and values, trying
 * every assignment until the connections agree as well.
 */
export function compareCanvas(
  start: CanvasSnapshot,
  final: CanvasSnapshot,
  expected: CaseCanvas,
): CanvasComparison {
  const startIds = new Set(start.nodes.map((node) => node.id))
  const mapping = new Map<string, string>()
  const problems: string[] = []
  for (const module of expected.modules.filter((candidate) => startIds.has(candidate.id))) {
    const node = final.nodes.find((candidate) => candidate.id === module.id)
    if (!node) problems.push(`${module.id} is gone`)
    else problems.push(...moduleMismatches(module, node))
    mapping.set(module.id, module.id)
  }
  const expectedIds = new Set(expected.modules.map((module) => module.id))
  for (const node of final.nodes) {
    if (startIds.has(node.id) && !expectedIds.has(node.id)) problems.push(`${node.id} should be gone`)
  }
  const added = final.nodes.filter((node) => !startIds.has(node.id))
  const wanted = expected.modules.filter((module) => !startIds.has(module.id))
  if (added.length !== wanted.length)
    problems.push(
      `added ${added.length} modules (${added.map((node) => node.type).join(', ') || 'none'}), expected ${wanted.length} (${wanted.map((module) => module.type).join(', ') || 'none'})`,
    )
  if (problems.length > 0) return { exact: false, problems }
  const finalEdges = new Set(final.edges.map(connectionText))
  const assigned = assign(wanted, added, mapping, (complete) =>
    sameSet(
      expected.connections.map((text) => renamed(text, complete)),
      finalEdges,
    ),
  )
  if (assigned) return { exact: true, problems: [] }
  return { exact: false, problems: explainNewModules(wanted, added, expected, final) }
}

/** Backtracking over added modules: each expected new module takes a distinct added one that fits it. */
function assign(
  wanted: readonly CaseModule[],
  added: readonly CanvasNode[],
  mapping: Map<string, string>,
  accept: (mapping: Map<string, string>) => boolean,
): boolean {
  const next = wanted.find((module) => !mapping.has(module.id))
  if (!next) return accept(mapping)
  const used = new Set(mapping.values())
  for (const node of added) {
    if (used.has(node.id) || moduleMismatches(next, node).length > 0) continue
    mapping.set(next.id, node.id)
    if (assign(wanted, added, mapping, accept)) return true
    mapping.delete(next.id)
  }
  return false
}

function renamed(text: string, mapping: Map<string, string>): string {
  const [from, to] = text.split('->') as [string, string]
  const rename = (end: string) => {
    const dot = end.indexOf('.')
    return `${mapping.get(end.slice(0, dot)) ?? end.slice(0, dot)}${end.slice(dot)}`
  }
  return `${rename(from)}->${rename(to)}`
}

function sameSet(expected: readonly string[], actual: ReadonlySet<string>): boolean {
  const wanted = new Set(expected)
  return wanted.size === actual.size && [...wanted].every((text) => actual.has(text))
}

/** Reasons for the report when no assignment worked: values of added modules, or the connections. */
function explainNewModules(
  wanted: readonly CaseModule[],
  added: readonly CanvasNode[],
  expected: CaseCanvas,
  final: CanvasSnapshot,
): string[] {
  const problems: string[] = []
  for (const module of wanted) {
    const candidates = added.filter((node) => node.type === module.type)
    if (candidates.length === 0) problems.push(`no ${module.type} was added`)
    else if (candidates.every((node) => moduleMismatches(module, node).length > 0))
      problems.push(...moduleMismatches(module, candidates[0]!))
  }
  if (problems.length > 0) return problems
  return [
    `connections differ: got [${final.edges.map(connectionText).join(', ')}], expected [${expected.connections.join(', ')}]`,
  ]
}
