import { defineTool, type Tool } from '@mindwire/agent'
import { z } from 'zod'
import { applyOperation } from '../graph/apply-operation.ts'
import type { CanvasSnapshot, ClientOperation } from '../graph/canvas.ts'
import { edgesOf } from '../graph/ports.ts'
import { removalQuestion } from '../rules/confirmation-words.ts'
import { canvasOf, commitCanvas } from './canvas-state.ts'
import { requireNode } from './lookup.ts'

const NAME = 'delete_module'

/** delete_module: removes a module and every connection touching it; asks the person first. */
export const deleteModuleTool: Tool<CanvasSnapshot> = defineTool({
  name: NAME,
  description:
    'Deletes a module and all its connections. Destructive: the person is asked to confirm before it runs.',
  destructive: true,
  confirmMessage: ({ moduleId }, state) => removalQuestion('deleteModule', canvasOf(state), [moduleId]),
  parameters: z.object({ moduleId: z.string().min(1).describe('a module id from get_canvas') }),
  execute: ({ moduleId }, { state }) => {
    const canvas = canvasOf(state)
    const node = requireNode(canvas, moduleId, NAME)
    const removed = edgesOf(canvas, moduleId).map((edge) => ({ ...edge }))
    const operation: ClientOperation = { type: 'DELETE_MODULE', moduleId }
    commitCanvas(state, applyOperation(canvas, operation))
    return {
      deleted: { id: node.id, type: node.type, name: node.name },
      removedConnections: removed,
      operations: [operation],
    }
  },
})
