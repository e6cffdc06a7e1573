import { defineTool, type Tool } from '@mindwire/agent'
import { z } from 'zod'
import { connectModules, disconnectModules } from '../chain/edit-connections.ts'
import { addModule, moveModule, removeModule, replaceModule } from '../chain/edit-modules.ts'
import { type StudioState, studioOf } from '../project/studio-state.ts'
import { applyEdit } from './apply-edit.ts'
import { toolFailure } from './tool-failure.ts'

export const UPDATE_LINK = 'update-link'

/** The operations of update-link that change or drop what exists: they wait for the person (seed 000 §7). */
export const DESTRUCTIVE_LINK_OPERATIONS: ReadonlySet<string> = new Set(['remove', 'replace', 'disconnect'])

const paramValues = z
  .record(
    z.string(),
    z.union([
      z.number(),
      z.string(),
      z.boolean(),
      z.array(z.number()),
      z.array(z.object({ x: z.number(), y: z.number() })),
    ]),
  )
  .optional()
  .describe('parameter values by key, validated against the catalogue')

const parameters = z.object({
  operation: z
    .enum(['add', 'remove', 'move', 'replace', 'connect', 'disconnect'])
    .describe('add a module, remove/move/replace one, or connect/disconnect two'),
  moduleId: z
    .string()
    .max(40)
    .optional()
    .describe('the module to remove, move or replace; for add, the new module’s id (optional)'),
  payload: z
    .object({
      type: z
        .string()
        .max(80)
        .optional()
        .describe('add/replace: a catalogue id from search-algo-library, e.g. eq-shelf-v2'),
      name: z.string().max(60).optional(),
      params: paramValues,
      after: z
        .string()
        .max(40)
        .optional()
        .describe('add/move: insert after this module id, or "start"; default: at the end'),
      connect: z.boolean().optional().describe('add: wire it in series where it goes (default true)'),
      from: z.string().max(40).optional().describe('connect/disconnect: source module id'),
      to: z.string().max(40).optional().describe('connect/disconnect: target module id'),
      fromPort: z
        .string()
        .max(20)
        .optional()
        .describe('connect: a named output of a crossover (low, mid, high)'),
    })
    .default({}),
})

/** update-link (seed 000 §4.3): changes the chain's modules and connections; additions and removals are confirmed first. */
export const updateLinkTool: Tool<StudioState> = defineTool({
  name: UPDATE_LINK,
  description:
    'Changes the signal chain (链路): add a catalogue module (wired in series), remove/move/replace a module, connect/disconnect two modules. Adding, removing, replacing and disconnecting ask the person first. Refused edits change nothing.',
  parameters,
  execute: ({ operation, moduleId, payload }, { state }) => {
    const studio = studioOf(state)
    const chain = studio.document.chain
    switch (operation) {
      case 'add': {
        if (!payload.type) throw toolFailure('invalid_arguments', 'add needs payload.type (a catalogue id)')
        return applyEdit(studio, addModule(chain, { ...payload, type: payload.type, id: moduleId }))
      }
      case 'remove':
        return applyEdit(studio, removeModule(chain, required(moduleId, operation)))
      case 'move':
        return applyEdit(studio, moveModule(chain, required(moduleId, operation), payload.after ?? 'start'))
      case 'replace': {
        if (!payload.type)
          throw toolFailure('invalid_arguments', 'replace needs payload.type (a catalogue id)')
        return applyEdit(
          studio,
          replaceModule(chain, required(moduleId, operation), { type: payload.type, params: payload.params }),
        )
      }
      case 'connect':
      case 'disconnect': {
        const from = payload.from ?? moduleId
        if (!from || !payload.to)
          throw toolFailure(
            'invalid_arguments',
            `${operation} needs payload.from (or moduleId) and payload.to`,
          )
        const edit = operation === 'connect' ? connectModules : disconnectModules
        return applyEdit(studio, edit(chain, { from, to: payload.to, fromPort: payload.fromPort }))
      }
    }
  },
})

function required(moduleId: string | undefined, operation: string): string {
  if (!moduleId) throw toolFailure('invalid_arguments', `${operation} needs moduleId`)
  return moduleId
}
