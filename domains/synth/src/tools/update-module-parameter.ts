import { defineTool, sameValue, type Tool } from '@mindwire/agent'
import { z } from 'zod'
import { moduleDefinition } from '../catalogue/catalogue.ts'
import { applyOperation } from '../graph/apply-operation.ts'
import type { CanvasSnapshot, ClientOperation } from '../graph/canvas.ts'
import { moduleDetails } from '../graph/module-details.ts'
import { checkParameterValue, ENABLED_PARAMETER, resolveParameter } from '../graph/parameters.ts'
import { findNode } from '../graph/ports.ts'
import { canvasOf, commitCanvas } from './canvas-state.ts'
import { requireNode } from './lookup.ts'
import { toolFailure } from './tool-failure.ts'

const NAME = 'update_module_parameter'

/** update_module_parameter: one parameter, checked against its definition (type, range, step, options). */
export const updateModuleParameterTool: Tool<CanvasSnapshot> = defineTool({
  name: NAME,
  description:
    'Sets one parameter of a module. The name must be exact (from get_module_details); numbers must lie in the parameter’s range and are snapped to its step; list values must be one of the options. The parameter "enabled" (true/false) switches an audio module on or off. Returns the module’s updated details.',
  parameters: z.object({
    moduleId: z.string().min(1).describe('a module id from get_canvas'),
    parameter: z.string().min(1).describe('the exact parameter name, e.g. freq'),
    value: z.union([z.number(), z.boolean(), z.string()]).describe('the new value'),
  }),
  // A value set to what it already was is no change: the call is not counted a success (issue 44).
  effectOf: (result: { previous?: unknown; value?: unknown }) =>
    sameValue(result.previous, result.value) ? 'none' : 'changed',
  execute: ({ moduleId, parameter, value }, { state }) => {
    const canvas = canvasOf(state)
    const node = requireNode(canvas, moduleId, NAME)
    const definition = moduleDefinition(node.type)
    if (!definition) throw toolFailure(NAME, `module ${moduleId} has an unknown type "${node.type}"`)
    const parameterDefinition = resolveParameter(node.type, parameter)
    if (!parameterDefinition) {
      const names = definition.parameters.map((p) => p.name)
      if (definition.audio) names.push(ENABLED_PARAMETER.name)
      throw toolFailure(
        NAME,
        `${node.type} ${moduleId} has no parameter "${parameter}"; its parameters: ${names.join(', ') || 'none'}`,
      )
    }
    const checked = checkParameterValue(parameterDefinition, value)
    if (!checked.ok) throw toolFailure(NAME, `${moduleId}: ${checked.reason}`)
    const previous =
      parameter === ENABLED_PARAMETER.name
        ? node.enabled
        : (node.params[parameter] ?? parameterDefinition.default)
    const operation: ClientOperation = {
      type: 'UPDATE_MODULE_PARAM',
      moduleId,
      parameter,
      value: checked.value,
    }
    const next = applyOperation(canvas, operation)
    commitCanvas(state, next)
    return {
      module: moduleDetails(findNode(next, moduleId)!, next),
      parameter,
      previous,
      value: checked.value,
      ...(checked.note ? { note: checked.note } : {}),
      operations: [operation],
    }
  },
})
