import type { CanvasEdge, CanvasSnapshot } from '../graph/canvas.ts'
import type { TurnCall } from './read-turn.ts'

interface RemovedEdges {
  connection?: CanvasEdge
  removed?: CanvasEdge[]
  removedConnections?: CanvasEdge[]
  replaced?: CanvasEdge
  deleted?: { id?: unknown; type?: unknown; name?: unknown }
}

/**
 * The canvas as it was when the turn began, as far as reading the message needs it: without the modules
 * this turn added (their names must not shadow type words) and the connections it made, with the ones it
 * deleted and the connections it removed (an insertion's "what A feeds" is read from them again in the next step).
 */
export function canvasAtTurnStart(
  canvas: CanvasSnapshot,
  addedIds: readonly (string | undefined)[],
  calls: readonly TurnCall[],
): CanvasSnapshot {
  const added = new Set(addedIds.filter((id): id is string => id !== undefined))
  const nodes = canvas.nodes.filter((node) => !added.has(node.id))
  // Connections this turn made are not the turn's start either (a module moved: its new wiring).
  const made = new Set(
    calls.flatMap((call) =>
      call.name === 'connect_modules' && call.result && !call.result.isError
        ? [(call.result.output as RemovedEdges).connection?.id]
        : [],
    ),
  )
  const edges = canvas.edges.filter(
    (edge) => !added.has(edge.source) && !added.has(edge.target) && !made.has(edge.id),
  )
  for (const call of calls) {
    if (!call.result || call.result.isError) continue
    const output = call.result.output as RemovedEdges
    const deleted = call.name === 'delete_module' ? output.deleted : undefined
    if (typeof deleted?.id === 'string' && typeof deleted.type === 'string')
      nodes.push({
        id: deleted.id,
        type: deleted.type,
        name: typeof deleted.name === 'string' ? deleted.name : deleted.type,
        position: { x: 0, y: 0 },
        params: {},
        enabled: true,
      })
    const removed = [
      ...(output.removed ?? []),
      ...(output.removedConnections ?? []),
      ...(output.replaced ? [output.replaced] : []),
    ]
    for (const edge of removed) {
      if (!edges.some((known) => known.id === edge.id) && !added.has(edge.source) && !added.has(edge.target))
        edges.push(edge)
    }
  }
  return { nodes, edges }
}
