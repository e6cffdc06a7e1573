import { defineTool, type Tool } from '@mindwire/agent'
import { z } from 'zod'
import { applyOperation } from '../graph/apply-operation.ts'
import type { CanvasSnapshot, ClientOperation } from '../graph/canvas.ts'
import { canConnect } from '../graph/connect.ts'
import { moduleDetails } from '../graph/module-details.ts'
import { findNode } from '../graph/ports.ts'
import { canvasOf, commitCanvas } from './canvas-state.ts'
import { existingIds } from './lookup.ts'
import { toolFailure } from './tool-failure.ts'

const NAME = 'connect_modules'

/** connect_modules: an output to an input of the same port type; omitted handles are inferred by type. */
export const connectModulesTool: Tool<CanvasSnapshot> = defineTool({
  name: NAME,
  description:
    'Connects an output port of one module to an input port of another. Port types must be equal (audio, number, array). Omit a handle to let it be chosen by port type (audio out -> audio in, notes -> notes, control -> a free control input). A number input takes one source: connecting to an occupied one (named explicitly) replaces the old connection. Audio inputs mix and array inputs concatenate. Returns both modules’ details.',
  parameters: z.object({
    sourceId: z.string().min(1).describe('the module the signal comes from'),
    targetId: z.string().min(1).describe('the module the signal goes to'),
    sourceHandle: z.string().min(1).optional().describe('an output port name of the source, e.g. audioout'),
    targetHandle: z.string().min(1).optional().describe('an input port name of the target, e.g. input'),
  }),
  execute: ({ sourceId, targetId, sourceHandle, targetHandle }, { state }) => {
    const canvas = canvasOf(state)
    const planned = canConnect(
      canvas,
      { moduleId: sourceId, handle: sourceHandle },
      { moduleId: targetId, handle: targetHandle },
    )
    if (!planned.ok) {
      const hint = planned.code === 'unknown_module' ? `; ${existingIds(canvas)}` : ''
      throw toolFailure(NAME, `cannot connect: ${planned.reason}${hint}`)
    }
    const operation: ClientOperation = planned.replaces
      ? { type: 'CONNECT_MODULES', edge: planned.edge, replacedEdgeId: planned.replaces.id }
      : { type: 'CONNECT_MODULES', edge: planned.edge }
    const next = applyOperation(canvas, operation)
    commitCanvas(state, next)
    return {
      connection: { ...planned.edge, type: planned.type },
      ...(planned.replaces ? { replaced: { ...planned.replaces } } : {}),
      source: moduleDetails(findNode(next, sourceId)!, next),
      target: moduleDetails(findNode(next, targetId)!, next),
      operations: [operation],
    }
  },
})
