import type { ModuleRef, PlannedStep } from './plan.ts'
import type { TurnCall } from './read-turn.ts'
import type { ReferenceContext } from './references.ts'
import WORDS from './vocabulary/undo-replies.json' with { type: 'json' }

const CHANGING = new Set([
  'add_module',
  'delete_module',
  'update_module_parameter',
  'connect_modules',
  'disconnect_modules',
])

interface Edge {
  id: string
  source: string
  sourceHandle: string
  target: string
  targetHandle: string
}

/** The fields of changing tools' results that undoing reads (see tools/). */
interface ChangeOutput {
  module?: { id?: string }
  parameter?: string
  previous?: number | string | boolean
  connection?: Edge
  replaced?: Edge
  removed?: Edge[]
  deleted?: { id: string; type: string }
  removedConnections?: Edge[]
}

/**
 * "Undo" / 撤销: the inverse of the latest turn that changed the canvas, read from its calls' results, in
 * reverse order: an added module is deleted (its connections go with it), a setting takes its previous
 * value back, a connection is removed (and the one it replaced restored), removed connections come back, a
 * deleted module is added again with its connections. Nothing to undo is said, never guessed.
 */
export function planUndo(
  earlier: readonly TurnCall[][],
  context: ReferenceContext,
  /** Read the LLM path's undo tool's own changes too (a redo inverts that undo). */
  inverting = false,
): { steps: PlannedStep[] } {
  const changes = earlier
    .map((calls) => successfulChanges(calls, inverting))
    .findLast((calls) => calls.length > 0)
  if (!changes) {
    context.problems.push(WORDS[context.chinese ? 'zh' : 'en'].nothingToUndo)
    return { steps: [] }
  }
  const added = new Set(
    changes.flatMap((call) => (call.name === 'add_module' ? [outputOf(call).module?.id] : [])),
  )
  const steps: PlannedStep[] = []
  for (const call of [...changes].reverse()) steps.push(...inverse(call, added, context))
  return { steps }
}

/**
 * "重做" / "redo" / "undo the undo": brings back what the latest undo took back, by undoing that undo —
 * only while the latest turn that changed the canvas is an undo (the studio's rule: a redo never overwrites
 * later work, and a redo is not redone).
 */
export function planRedo(
  earlier: readonly TurnCall[][],
  context: ReferenceContext,
): { steps: PlannedStep[] } {
  const latest = earlier.findLastIndex((calls) => successfulChanges(calls, true).length > 0)
  const turn = earlier[latest]
  if (!turn?.some((call) => call.frame === 'undo' || call.name === 'undo_last_change')) {
    context.problems.push(WORDS[context.chinese ? 'zh' : 'en'].nothingToRedo)
    return { steps: [] }
  }
  return planUndo(earlier.slice(0, latest + 1), context, true)
}

// The LLM path's undo and redo tools carry out changing calls themselves and return each one's output.
// An undo skips them (a second 撤销 goes further back, as the studio's does); a redo reads them.
const INVERTING = new Set(['undo_last_change', 'redo_last_undo'])

function successfulChanges(calls: readonly TurnCall[], inverting: boolean): TurnCall[] {
  return calls.flatMap((call) => {
    if (!call.result || call.result.isError) return []
    if (CHANGING.has(call.name)) return [call]
    if (!inverting || !INVERTING.has(call.name)) return []
    const inner =
      (call.result.output as { changes?: Array<{ name: string; output: unknown }> })?.changes ?? []
    return inner.map((change) => ({
      ...call,
      name: change.name,
      args: {},
      result: { output: change.output, isError: false },
    }))
  })
}

function outputOf(call: TurnCall): ChangeOutput {
  return (call.result?.output ?? {}) as ChangeOutput
}

function inverse(
  call: TurnCall,
  added: ReadonlySet<string | undefined>,
  context: ReferenceContext,
): PlannedStep[] {
  const output = outputOf(call)
  const existing = (id: string | undefined): ModuleRef | undefined => {
    const node = context.canvas.nodes.find((candidate) => candidate.id === id)
    return node && { kind: 'existing', id: node.id, type: node.type }
  }
  // Connections of a module this undo deletes go with it.
  const touchesAdded = (edge: Edge) => added.has(edge.source) || added.has(edge.target)
  switch (call.name) {
    case 'add_module': {
      const target = existing(output.module?.id)
      return target ? [{ kind: 'delete', target }] : []
    }
    case 'update_module_parameter': {
      const target = existing(output.module?.id)
      if (!target || output.parameter === undefined || output.previous === undefined) return []
      return [{ kind: 'set', target, parameter: output.parameter, value: output.previous }]
    }
    case 'connect_modules': {
      const edge = output.connection
      if (!edge || touchesAdded(edge)) return []
      return [
        { kind: 'disconnect', edgeId: edge.id },
        ...(output.replaced ? reconnect([output.replaced], existing) : []),
      ]
    }
    case 'disconnect_modules':
      return reconnect(
        (output.removed ?? []).filter((edge) => !touchesAdded(edge)),
        existing,
      )
    case 'delete_module':
      return restore(output, existing, context)
    default:
      return []
  }
}

function reconnect(edges: readonly Edge[], existing: (id: string) => ModuleRef | undefined): PlannedStep[] {
  return edges.flatMap((edge) => {
    const from = existing(edge.source)
    const to = existing(edge.target)
    return from && to
      ? [
          {
            kind: 'connect' as const,
            from,
            to,
            handles: { sourceHandle: edge.sourceHandle, targetHandle: edge.targetHandle },
          },
        ]
      : []
  })
}

/** A deleted module comes back as a new module of its type, with the connections it had. */
function restore(
  output: ChangeOutput,
  existing: (id: string) => ModuleRef | undefined,
  context: ReferenceContext,
): PlannedStep[] {
  if (!output.deleted) return []
  const { id, type } = output.deleted
  const index = context.adds.push({ type }) - 1
  const revived: ModuleRef = { kind: 'new', index, type }
  const end = (other: string) => (other === id ? revived : existing(other))
  const steps: PlannedStep[] = [{ kind: 'add', index, type }]
  for (const edge of output.removedConnections ?? []) {
    const from = end(edge.source)
    const to = end(edge.target)
    if (from && to)
      steps.push({
        kind: 'connect',
        from,
        to,
        handles: { sourceHandle: edge.sourceHandle, targetHandle: edge.targetHandle },
      })
  }
  return steps
}
