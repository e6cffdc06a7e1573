import type { CanvasEdge, CanvasNode } from '@mindwire/synth/graph'
import { findPort } from '@mindwire/synth/graph'
import type { Edge, Node } from '@xyflow/react'
import { estimatedNodeSize } from './node-size.ts'
import { PORT_COLORS } from './port-colors.ts'

export type ModuleFlowNode = Node<{ node: CanvasNode }, 'module'>

/** React Flow nodes for the canvas modules; sizes React Flow measured are kept across rebuilds. */
export function toFlowNodes(
  nodes: readonly CanvasNode[],
  selected: ReadonlySet<string>,
  measured: ReadonlyMap<string, { width: number; height: number }>,
): ModuleFlowNode[] {
  return nodes.map((node) => {
    const size = estimatedNodeSize(node.type)
    return {
      id: node.id,
      type: 'module',
      position: node.position,
      data: { node },
      selected: selected.has(node.id),
      initialWidth: size.width,
      initialHeight: size.height,
      ...(measured.has(node.id) ? { measured: measured.get(node.id) } : {}),
    }
  })
}

/** React Flow edges, coloured by the type of port they leave. */
export function toFlowEdges(
  edges: readonly CanvasEdge[],
  nodes: readonly CanvasNode[],
  selected: ReadonlySet<string>,
): Edge[] {
  const types = new Map(nodes.map((node) => [node.id, node.type]))
  return edges.map((edge) => {
    const type = findPort(types.get(edge.source) ?? '', 'output', edge.sourceHandle)?.type ?? 'audio'
    return {
      id: edge.id,
      source: edge.source,
      sourceHandle: edge.sourceHandle,
      target: edge.target,
      targetHandle: edge.targetHandle,
      selected: selected.has(edge.id),
      animated: type === 'audio',
      style: { stroke: PORT_COLORS[type], strokeWidth: selected.has(edge.id) ? 3 : 2 },
      data: { portType: type },
    }
  })
}
