import type { CanvasSnapshot } from '../graph/canvas.ts'
import type { ModuleRef } from './plan.ts'
import type { TurnCall } from './read-turn.ts'

/**
 * The one module the latest turn that changed the canvas acted on (a setting, a switch, an add), when it is
 * still there: what "it" means in a follow-up ("turn it back on", "actually make it 350", 把它的反馈调到0.3)
 * when the message itself names nothing. A turn that touched several modules gives none: that "it" is asked.
 */
export function earlierTurnModule(
  earlier: readonly TurnCall[][],
  canvas: CanvasSnapshot,
): ModuleRef | undefined {
  const calls = earlier.map(succeeded).findLast((turn) => turn.length > 0)
  if (!calls) return undefined
  const ids = new Set(calls.flatMap(moduleOf))
  if (ids.size !== 1) return undefined
  const node = canvas.nodes.find((candidate) => ids.has(candidate.id))
  return node ? { kind: 'existing', id: node.id, type: node.type } : undefined
}

const ACTING = new Set(['add_module', 'update_module_parameter', 'delete_module', 'connect_modules'])

/** The calls of a turn that changed the canvas and did not fail. */
export function succeeded(turn: readonly TurnCall[]): TurnCall[] {
  return turn.filter((call) => ACTING.has(call.name) && call.result && !call.result.isError)
}

/** The module a call acted on; a connection names two, so a turn that connected names no single one. */
function moduleOf(call: TurnCall): string[] {
  if (call.name === 'connect_modules') return [String(call.args.sourceId), String(call.args.targetId)]
  if (call.name === 'add_module') {
    const id = (call.result?.output as { module?: { id?: unknown } } | undefined)?.module?.id
    return typeof id === 'string' ? [id] : []
  }
  return typeof call.args.moduleId === 'string' ? [call.args.moduleId] : []
}
