import { defineTool, type Tool } from '@mindwire/agent'
import { z } from 'zod'
import type { CanvasSnapshot } from '../graph/canvas.ts'
import { canvasOf } from './canvas-state.ts'

/** The canvas as get_canvas returns it: every module with its values, every connection. */
export interface CanvasView {
  modules: Array<{
    id: string
    type: string
    name: string
    enabled: boolean
    position: { x: number; y: number }
    params: Record<string, number | boolean | string>
  }>
  connections: Array<{
    id: string
    source: string
    sourceHandle: string
    target: string
    targetHandle: string
  }>
}

/** A snapshot as plain data for the model (copied, so later changes do not leak into the result). */
export function canvasView(snapshot: CanvasSnapshot): CanvasView {
  return {
    modules: snapshot.nodes.map((node) => ({
      id: node.id,
      type: node.type,
      name: node.name,
      enabled: node.enabled,
      position: { x: node.position.x, y: node.position.y },
      params: { ...node.params },
    })),
    connections: snapshot.edges.map((edge) => ({
      id: edge.id,
      source: edge.source,
      sourceHandle: edge.sourceHandle,
      target: edge.target,
      targetHandle: edge.targetHandle,
    })),
  }
}

/** get_canvas: the whole canvas, the only source of real module ids. */
export const getCanvasTool: Tool<CanvasSnapshot> = defineTool({
  name: 'get_canvas',
  readOnly: true,
  description:
    'Returns the current canvas: every module (id, type, name, enabled, position, parameter values) and every connection (source.sourceHandle -> target.targetHandle). Call it before using any module id.',
  parameters: z.object({}),
  execute: (_args, { state }) => canvasView(canvasOf(state)),
})
