import { defineTool, type Tool } from '@mindwire/agent'
import { z } from 'zod'
import { applyOperations } from '../graph/apply-operation.ts'
import type { CanvasEdge, CanvasSnapshot, ClientOperation } from '../graph/canvas.ts'
import { moduleDetails } from '../graph/module-details.ts'
import { findNode } from '../graph/ports.ts'
import { canvasOf, commitCanvas } from './canvas-state.ts'
import { requireNode } from './lookup.ts'
import { toolFailure } from './tool-failure.ts'

const NAME = 'disconnect_modules'

const parameters = z
  .object({
    edgeId: z.string().min(1).optional().describe('one connection id from get_canvas'),
    sourceId: z.string().min(1).optional().describe('connections leaving this module'),
    targetId: z.string().min(1).optional().describe('connections arriving at this module'),
    sourceHandle: z.string().min(1).optional().describe('only from this output port of the source'),
    targetHandle: z.string().min(1).optional().describe('only into this input port of the target'),
    moduleId: z.string().min(1).optional().describe('connections touching this module on either side'),
  })
  .refine((args) => args.edgeId || args.sourceId || args.targetId || args.moduleId, {
    message: 'give edgeId, sourceId, targetId or moduleId',
  })

type Filter = z.output<typeof parameters>

/** disconnect_modules: removes every connection matching all the given fields; asks the person first. */
export const disconnectModulesTool: Tool<CanvasSnapshot> = defineTool({
  name: NAME,
  description:
    'Removes connections: the one with edgeId, or every connection matching all given fields (sourceId, targetId, sourceHandle, targetHandle, moduleId = either side). A disconnected number input falls back to its initial value. Destructive: the person is asked to confirm before it runs.',
  destructive: true,
  confirmMessage: (filter) => `确定断开${describeFilter(filter)}的连接吗？`,
  parameters,
  execute: (filter, { state }) => {
    const canvas = canvasOf(state)
    for (const id of [filter.sourceId, filter.targetId, filter.moduleId])
      if (id !== undefined) requireNode(canvas, id, NAME)
    if (filter.edgeId !== undefined && !canvas.edges.some((edge) => edge.id === filter.edgeId))
      throw toolFailure(NAME, `no connection with id "${filter.edgeId}"; ${connectionList(canvas)}`)
    const removed = canvas.edges.filter((edge) => matches(edge, filter)).map((edge) => ({ ...edge }))
    if (removed.length === 0)
      throw toolFailure(NAME, `no connection matches ${JSON.stringify(filter)}; ${connectionList(canvas)}`)
    const operations: ClientOperation[] = removed.map((edge) => ({
      type: 'DISCONNECT_MODULES',
      edgeId: edge.id,
    }))
    const next = applyOperations(canvas, operations)
    commitCanvas(state, next)
    const touched = [...new Set(removed.flatMap((edge) => [edge.source, edge.target]))]
    return {
      removed,
      modules: touched.map((id) => moduleDetails(findNode(next, id)!, next)),
      operations,
    }
  },
})

function matches(edge: CanvasEdge, filter: Filter): boolean {
  return (
    (filter.edgeId === undefined || edge.id === filter.edgeId) &&
    (filter.sourceId === undefined || edge.source === filter.sourceId) &&
    (filter.targetId === undefined || edge.target === filter.targetId) &&
    (filter.sourceHandle === undefined || edge.sourceHandle === filter.sourceHandle) &&
    (filter.targetHandle === undefined || edge.targetHandle === filter.targetHandle) &&
    (filter.moduleId === undefined || edge.source === filter.moduleId || edge.target === filter.moduleId)
  )
}

function connectionList(canvas: CanvasSnapshot): string {
  if (canvas.edges.length === 0) return 'the canvas has no connections'
  const listed = canvas.edges
    .slice(0, 20)
    .map((edge) => `${edge.id} (${edge.source}.${edge.sourceHandle} -> ${edge.target}.${edge.targetHandle})`)
  return `connections: ${listed.join(', ')}${canvas.edges.length > 20 ? ', …' : ''}`
}

/** The connections a filter names, in words for the confirmation question. */
function describeFilter(filter: Filter): string {
  if (filter.edgeId) return ` ${filter.edgeId} `
  if (filter.moduleId) return ` ${filter.moduleId} 上所有`
  return ` ${filter.sourceId ?? '任意模块'} → ${filter.targetId ?? '任意模块'} `
}
