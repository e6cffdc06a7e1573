import type { CanvasEdge, CanvasSnapshot, ClientOperation } from './canvas.ts'
import { ENABLED_PARAMETER } from './parameters.ts'
import { findPort } from './ports.ts'

/**
 * Replays one client operation on a snapshot and returns the new snapshot; the input is not changed.
 * The server's tools produce their state with this very function, so the browser replaying the same
 * operations in order reaches the same canvas. An operation that no longer fits (its module was removed
 * meanwhile) leaves the snapshot as it is; `operationProblem` says why.
 */
export function applyOperation(snapshot: CanvasSnapshot, operation: ClientOperation): CanvasSnapshot {
  if (operationProblem(snapshot, operation)) return snapshot
  switch (operation.type) {
    case 'ADD_MODULE':
      return { nodes: [...snapshot.nodes, operation.node], edges: snapshot.edges }
    case 'DELETE_MODULE': {
      const id = operation.moduleId
      return {
        nodes: snapshot.nodes.filter((node) => node.id !== id),
        edges: snapshot.edges.filter((edge) => edge.source !== id && edge.target !== id),
      }
    }
    case 'UPDATE_MODULE_PARAM':
      return {
        nodes: snapshot.nodes.map((node) => {
          if (node.id !== operation.moduleId) return node
          if (operation.parameter === ENABLED_PARAMETER.name)
            return { ...node, enabled: operation.value === true }
          return { ...node, params: { ...node.params, [operation.parameter]: operation.value } }
        }),
        edges: snapshot.edges,
      }
    case 'CONNECT_MODULES':
      return { nodes: snapshot.nodes, edges: connect(snapshot, operation.edge, operation.replacedEdgeId) }
    case 'DISCONNECT_MODULES':
      return { nodes: snapshot.nodes, edges: snapshot.edges.filter((edge) => edge.id !== operation.edgeId) }
    case 'ERROR':
      return snapshot
  }
}

/** Replays operations in order. */
export function applyOperations(
  snapshot: CanvasSnapshot,
  operations: readonly ClientOperation[],
): CanvasSnapshot {
  let next = snapshot
  for (const operation of operations) next = applyOperation(next, operation)
  return next
}

/** Why an operation cannot be replayed on this snapshot, or undefined when it can. */
export function operationProblem(snapshot: CanvasSnapshot, operation: ClientOperation): string | undefined {
  const has = (id: string) => snapshot.nodes.some((node) => node.id === id)
  switch (operation.type) {
    case 'ADD_MODULE':
      return has(operation.node.id) ? `module ${operation.node.id} already exists` : undefined
    case 'DELETE_MODULE':
    case 'UPDATE_MODULE_PARAM':
      return has(operation.moduleId) ? undefined : `module ${operation.moduleId} is not on the canvas`
    case 'CONNECT_MODULES': {
      const { source, target } = operation.edge
      if (!has(source)) return `module ${source} is not on the canvas`
      if (!has(target)) return `module ${target} is not on the canvas`
      return snapshot.edges.some((edge) => edge.id === operation.edge.id)
        ? `connection ${operation.edge.id} already exists`
        : undefined
    }
    case 'DISCONNECT_MODULES':
      return snapshot.edges.some((edge) => edge.id === operation.edgeId)
        ? undefined
        : `connection ${operation.edgeId} does not exist`
    case 'ERROR':
      return undefined
  }
}

function connect(
  snapshot: CanvasSnapshot,
  edge: CanvasEdge,
  replacedEdgeId: string | undefined,
): CanvasEdge[] {
  const target = snapshot.nodes.find((node) => node.id === edge.target)
  // A number input holds one source even when the operation forgot to name the edge it replaces.
  const singleSource = target ? findPort(target.type, 'input', edge.targetHandle)?.type === 'number' : false
  const kept = snapshot.edges.filter(
    (existing) =>
      existing.id !== replacedEdgeId &&
      !(singleSource && existing.target === edge.target && existing.targetHandle === edge.targetHandle),
  )
  return [...kept, edge]
}
