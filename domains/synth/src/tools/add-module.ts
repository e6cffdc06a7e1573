import { defineTool, type Tool } from '@mindwire/agent'
import { z } from 'zod'
import { MODULE_TYPES, moduleDefinition } from '../catalogue/catalogue.ts'
import { applyOperation } from '../graph/apply-operation.ts'
import type { CanvasSnapshot, ClientOperation } from '../graph/canvas.ts'
import { createNode } from '../graph/create-node.ts'
import { moduleDetails } from '../graph/module-details.ts'
import { checkParameterValue, ENABLED_PARAMETER, resolveParameter } from '../graph/parameters.ts'
import { canvasOf, commitCanvas } from './canvas-state.ts'
import { knownTypes } from './lookup.ts'
import { toolFailure } from './tool-failure.ts'

const NAME = 'add_module'

const parameters = z.object({
  type: z
    .string()
    .min(1)
    .describe(`the module type, one of: ${MODULE_TYPES.join(', ')}`),
  name: z.string().max(60).optional().describe('a display name; default: the type’s name, numbered if taken'),
  position: z
    .object({ x: z.number(), y: z.number() })
    .optional()
    .describe('where to place it; taken only if no module is there, otherwise a free place is chosen'),
  params: z
    .record(z.string(), z.union([z.number(), z.boolean(), z.string()]))
    .optional()
    .describe('initial parameter values by exact name (validated like update_module_parameter)'),
})

/** add_module: a new module with catalogue defaults at a place that overlaps nothing. */
export const addModuleTool: Tool<CanvasSnapshot> = defineTool({
  name: NAME,
  description:
    'Adds a module of a catalogue type at a free position and returns its details (real id, parameters, ports). Optional initial parameter values are validated; nothing is added if one is invalid.',
  parameters,
  execute: ({ type, name, position, params }, { state }) => {
    const canvas = canvasOf(state)
    const definition = moduleDefinition(type)
    if (!definition)
      throw toolFailure(NAME, `unknown module type "${type}"; the catalogue has: ${knownTypes()}`)
    const node = createNode(canvas, type, { name, position })!
    for (const [parameter, requested] of Object.entries(params ?? {})) {
      const parameterDefinition = resolveParameter(type, parameter)
      if (!parameterDefinition)
        throw toolFailure(
          NAME,
          `${type} has no parameter "${parameter}"; its parameters: ${definition.parameters.map((p) => p.name).join(', ') || 'none'}`,
        )
      const checked = checkParameterValue(parameterDefinition, requested)
      if (!checked.ok) throw toolFailure(NAME, checked.reason)
      if (parameter === ENABLED_PARAMETER.name) node.enabled = checked.value === true
      else node.params[parameter] = checked.value
    }
    const operation: ClientOperation = { type: 'ADD_MODULE', node }
    const next = applyOperation(canvas, operation)
    commitCanvas(state, next)
    return { module: moduleDetails(node, next), operations: [structuredClone(operation)] }
  },
})
