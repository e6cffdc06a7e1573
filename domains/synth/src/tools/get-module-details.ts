import { defineTool, type Tool } from '@mindwire/agent'
import { z } from 'zod'
import type { CanvasSnapshot } from '../graph/canvas.ts'
import { moduleDetails } from '../graph/module-details.ts'
import { canvasOf } from './canvas-state.ts'
import { requireNode } from './lookup.ts'

const NAME = 'get_module_details'

/** get_module_details: one module's parameters (definitions and values) and ports with their connections. */
export const getModuleDetailsTool: Tool<CanvasSnapshot> = defineTool({
  name: NAME,
  readOnly: true,
  description:
    "Returns one module's details: its parameters (exact names, types, ranges, steps, units, options, current values) and its input/output ports (name, type) with what is connected to them. Call it before changing a parameter or connecting ports.",
  parameters: z.object({ moduleId: z.string().min(1).describe('a module id from get_canvas') }),
  execute: ({ moduleId }, { state }) => {
    const canvas = canvasOf(state)
    return { module: moduleDetails(requireNode(canvas, moduleId, NAME), canvas) }
  },
})
