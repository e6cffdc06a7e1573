import { moduleDefinition } from '../catalogue/catalogue.ts'
import type { CanvasNode, CanvasSnapshot } from '../graph/canvas.ts'
import type { CaseCanvas, CaseModule, ExpectedValue } from './eval-case.ts'

const TOLERANCE = 1e-6

/** Whether a value meets what a case expects of it: exact (numbers within 1e-6), a range, or one of several. */
export function fits(expected: ExpectedValue, actual: unknown): boolean {
  if (typeof expected === 'number')
    return typeof actual === 'number' && Math.abs(actual - expected) <= TOLERANCE
  if (typeof expected !== 'object') return actual === expected
  if ('oneOf' in expected) return expected.oneOf.some((option) => fits(option, actual))
  if (typeof actual !== 'number') return false
  return (
    (expected.min === undefined || actual >= expected.min - TOLERANCE) &&
    (expected.max === undefined || actual <= expected.max + TOLERANCE)
  )
}

/**
 * What a case expects of one parameter of a module: the listed value; else the default, unless the module
 * is loose (then undefined: anything goes).
 */
export function expectedParameter(module: CaseModule, name: string): ExpectedValue | undefined {
  const listed = module.params?.[name]
  if (listed !== undefined) return listed
  if (module.loose) return undefined
  const definition = moduleDefinition(module.type)?.parameters.find((parameter) => parameter.name === name)
  return definition?.default
}

/** Why a canvas module does not meet an expected one; empty when it does. */
export function moduleMismatches(expected: CaseModule, node: CanvasNode): string[] {
  if (node.type !== expected.type) return [`${expected.id}: a ${node.type}, not a ${expected.type}`]
  const problems: string[] = []
  const definition = moduleDefinition(expected.type)
  for (const name of Object.keys(expected.params ?? {})) {
    if (!definition?.parameters.some((parameter) => parameter.name === name))
      problems.push(`${expected.id}: the case names an unknown parameter ${name}`)
  }
  for (const parameter of definition?.parameters ?? []) {
    const want = expectedParameter(expected, parameter.name)
    if (want !== undefined && !fits(want, node.params[parameter.name]))
      problems.push(
        `${expected.id}.${parameter.name} = ${JSON.stringify(node.params[parameter.name])}, expected ${JSON.stringify(want)}`,
      )
  }
  const enabled = expected.enabled ?? !definition?.startsDisabled
  if (node.enabled !== enabled) problems.push(`${expected.id}: enabled ${node.enabled}, expected ${enabled}`)
  return problems
}

/** A starting canvas as the expected one of a case that should leave it unchanged. */
export function unchangedExpectation(start: CanvasSnapshot): CaseCanvas {
  return {
    modules: start.nodes.map((node) => ({
      id: node.id,
      type: node.type,
      enabled: node.enabled,
      params: { ...node.params },
    })),
    connections: start.edges.map(connectionText),
  }
}

/** An edge as a case writes it. */
export function connectionText(edge: {
  source: string
  sourceHandle: string
  target: string
  targetHandle: string
}): string {
  return `${edge.source}.${edge.sourceHandle}->${edge.target}.${edge.targetHandle}`
}
