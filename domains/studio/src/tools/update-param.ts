import { defineTool, sameValue, type Tool } from '@mindwire/agent'
import { z } from 'zod'
import { setParam } from '../chain/set-param.ts'
import { type StudioState, studioOf } from '../project/studio-state.ts'
import { applyEdit } from './apply-edit.ts'

export const UPDATE_PARAM = 'update-param'

/** update-param (seed 000 §4.3): one parameter of one module, validated, with its previous value. */
export const updateParamTool: Tool<StudioState> = defineTool({
  name: UPDATE_PARAM,
  description:
    'Sets one parameter of a module in the chain (e.g. moduleId "lowShelf", paramKey "gainDb" or "lowShelf.gain", value -3). Validated against the XiAlgo catalogue; returns the previous value.',
  parameters: z.object({
    moduleId: z.string().min(1).max(40),
    paramKey: z.string().min(1).max(80),
    value: z.union([z.number(), z.string().max(200), z.boolean()]),
  }),
  // A value set to what it already was is no change: the call is not counted a success (issue 44).
  effectOf: (detail: { previous?: unknown; value?: unknown }) =>
    sameValue(detail.previous, detail.value) ? 'none' : 'changed',
  execute: ({ moduleId, paramKey, value }, { state }) => {
    const studio = studioOf(state)
    return applyEdit(studio, setParam(studio.document.chain, moduleId, paramKey, value))
  },
})
