import { defineTool, type Tool } from '@mindwire/agent'
import { z } from 'zod'
import { bindParam } from '../chain/bind-signal.ts'
import { type StudioState, studioOf } from '../project/studio-state.ts'
import { applyEdit } from './apply-edit.ts'
import { bindingPreview } from './binding-preview.ts'

export const BIND_PARAM_TO_SIGNAL = 'bind-param-to-signal'

/** bind-param-to-signal (seed 000 §4.3, LiveAmp style): a parameter follows a vehicle signal. */
export const bindParamToSignalTool: Tool<StudioState> = defineTool({
  name: BIND_PARAM_TO_SIGNAL,
  description:
    'Binds a number parameter of a module to a vehicle signal such as vehicle.speed, vehicle.speed.smoothed, vehicle.rpm or cabin.noise.db. mode absolute maps the signal range onto the parameter range; offset adds up to a quarter of the range to the set value; multiplier scales the set value by 0–2×. Returns the values the parameter takes over a simulated drive.',
  parameters: z.object({
    moduleId: z.string().min(1).max(40),
    paramKey: z.string().min(1).max(80),
    signalName: z.string().min(1).max(80),
    mode: z.enum(['absolute', 'offset', 'multiplier']).default('absolute'),
  }),
  execute: (args, { state }) => {
    const studio = studioOf(state)
    const detail = applyEdit(studio, bindParam(studio.document.chain, args))
    return { ...detail, preview: bindingPreview(studio.document.chain, detail.binding) }
  },
})
