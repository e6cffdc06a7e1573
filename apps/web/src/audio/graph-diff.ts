import type { CanvasEdge, CanvasNode, CanvasSnapshot } from '@mindwire/synth/graph'

/** What changed between two canvases, in the order the engine applies it. */
export interface GraphDiff {
  removedEdges: CanvasEdge[]
  removedNodes: CanvasNode[]
  addedNodes: CanvasNode[]
  params: { id: string; name: string; value: number | boolean | string }[]
  enabled: { id: string; enabled: boolean }[]
  addedEdges: CanvasEdge[]
}

/**
 * Diffs two canvases so the engine rebuilds only what changed: a new or removed module, a parameter,
 * an enabled switch, a connection. Moving or renaming a module changes nothing here. A module whose
 * type changed is removed and added again, and so are its connections.
 */
export function diffGraphs(previous: CanvasSnapshot, next: CanvasSnapshot): GraphDiff {
  const before = new Map(previous.nodes.map((node) => [node.id, node]))
  const after = new Map(next.nodes.map((node) => [node.id, node]))
  const diff: GraphDiff = {
    removedEdges: [],
    removedNodes: [],
    addedNodes: [],
    params: [],
    enabled: [],
    addedEdges: [],
  }
  const recreated = new Set<string>()

  for (const [id, old] of before) {
    const current = after.get(id)
    if (!current) diff.removedNodes.push(old)
    else if (current.type !== old.type) {
      diff.removedNodes.push(old)
      diff.addedNodes.push(current)
      recreated.add(id)
    } else if (current !== old) {
      for (const name of new Set([...Object.keys(old.params), ...Object.keys(current.params)])) {
        const value = current.params[name]
        if (value !== undefined && value !== old.params[name]) diff.params.push({ id, name, value })
      }
      if (current.enabled !== old.enabled) diff.enabled.push({ id, enabled: current.enabled })
    }
  }
  for (const [id, node] of after) if (!before.has(id)) diff.addedNodes.push(node)

  const key = (edge: CanvasEdge) =>
    `${edge.id}|${edge.source}.${edge.sourceHandle}|${edge.target}.${edge.targetHandle}`
  const oldEdges = new Map(previous.edges.map((edge) => [key(edge), edge]))
  const newEdges = new Map(next.edges.map((edge) => [key(edge), edge]))
  const touchesRecreated = (edge: CanvasEdge) => recreated.has(edge.source) || recreated.has(edge.target)
  for (const [k, edge] of oldEdges)
    if (!newEdges.has(k) || touchesRecreated(edge)) diff.removedEdges.push(edge)
  for (const [k, edge] of newEdges) if (!oldEdges.has(k) || touchesRecreated(edge)) diff.addedEdges.push(edge)
  return diff
}

/** True when nothing the engine cares about changed. */
export function isEmptyDiff(diff: GraphDiff): boolean {
  return Object.values(diff).every((list) => list.length === 0)
}
