import { defineTool, type Tool } from '@mindwire/agent'
import { z } from 'zod'
import { moduleDefinition } from '../catalogue/catalogue.ts'
import { moduleDefSchema, resolveModuleDef } from '../forge/index.ts'
import {
  catalogueSubject,
  forgeSubject,
  type ModuleSubject,
  suggestModuleParams,
} from '../forge/suggest-params.ts'
import { type StudioState, studioOf } from '../project/studio-state.ts'
import { toolFailure } from './tool-failure.ts'

export const SUGGEST_MODULE_PARAMS = 'suggest-module-params'

/** The arguments that name a module: shared by the tools that answer about one (suggest-module-params, generate-tuning-ui). */
export const moduleSubjectArgs = z.object({
  moduleId: z.string().min(1).max(40).optional().describe('a module of the chain'),
  type: z.string().min(1).max(80).optional().describe('a catalogue id such as eq-parametric-v2'),
  moduleDef: moduleDefSchema.optional().describe('an XiForge module definition'),
})

/**
 * The module a call names: exactly one of a chain module, a catalogue type or an XiForge definition.
 * Throws a tool failure (nothing changed) when it names none, several, or one that does not exist.
 */
export function moduleSubject(args: z.infer<typeof moduleSubjectArgs>, state: StudioState): ModuleSubject {
  const named = [args.moduleId, args.type, args.moduleDef].filter((value) => value !== undefined)
  if (named.length !== 1)
    throw toolFailure('invalid_arguments', 'name exactly one of moduleId, type or moduleDef')
  if (args.moduleId !== undefined) {
    const module = state.document.chain.modules.find((candidate) => candidate.id === args.moduleId)
    if (!module)
      throw toolFailure(
        'module_not_found',
        `no module "${args.moduleId}" in the chain; its modules are ${state.document.chain.modules.map((m) => m.id).join(', ') || 'none'}`,
      )
    const definition = moduleDefinition(module.type)
    if (!definition) throw toolFailure('unknown_type', `${module.type} is not in the XiAlgo catalogue`)
    return catalogueSubject(definition, module)
  }
  if (args.type !== undefined) {
    const definition = moduleDefinition(args.type)
    if (!definition) throw toolFailure('unknown_type', `${args.type} is not in the XiAlgo catalogue`)
    return catalogueSubject(definition)
  }
  const resolved = resolveModuleDef(args.moduleDef)
  if (!resolved.ok) throw toolFailure('invalid_module_def', resolved.issues.join('; '))
  return forgeSubject(resolved.def)
}

/**
 * suggest-module-params (seed 000 §6.2, XiForge): which parameters of a module a tuning panel should
 * expose, which to fold under "advanced" and which to keep fixed, each with why. An answer: it changes
 * nothing in the project.
 */
export const suggestModuleParamsTool: Tool<StudioState> = defineTool({
  name: SUGGEST_MODULE_PARAMS,
  readOnly: true,
  description:
    'Answers which parameters of a module to expose on a tuning panel (expose), which to fold under advanced, and which to keep fixed, each with the reason. Name exactly one of: moduleId (a chain module), type (a catalogue id) or moduleDef (an XiForge definition). Read-only: it never edits the chain.',
  parameters: moduleSubjectArgs,
  execute: (args, { state }) => suggestModuleParams(moduleSubject(args, studioOf(state))),
})
