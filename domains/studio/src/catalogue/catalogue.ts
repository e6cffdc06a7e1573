import { ANALYSIS_BLOCKS } from './analysis-blocks.ts'
import { AUDIO_BLOCKS } from './audio-blocks.ts'
import { CONTROL_BLOCKS } from './control-blocks.ts'
import { CONVERSION_BLOCKS } from './conversion-blocks.ts'
import { DYNAMICS_BLOCKS } from './dynamics-blocks.ts'
import { FIR_BLOCKS } from './fir-blocks.ts'
import { GENERATORS } from './generators.ts'
import type { ModuleDefinition, ParamSpec } from './module-definition.ts'
import { NOISE_CANCELLATION_BLOCKS } from './noise-cancellation-blocks.ts'
import { SOUND_DESIGN_BLOCKS } from './sound-design-blocks.ts'
import { SPATIAL_BLOCKS } from './spatial-blocks.ts'
import { VOICE_BLOCKS } from './voice-blocks.ts'

/** Every module type of the XiAlgo catalogue, one per processing-block document of the `xialgo` collection. */
export const MODULES: readonly ModuleDefinition[] = [
  ...AUDIO_BLOCKS,
  ...DYNAMICS_BLOCKS,
  ...FIR_BLOCKS,
  ...NOISE_CANCELLATION_BLOCKS,
  ...SPATIAL_BLOCKS,
  ...CONVERSION_BLOCKS,
  ...CONTROL_BLOCKS,
  ...GENERATORS,
  ...SOUND_DESIGN_BLOCKS,
  ...VOICE_BLOCKS,
  ...ANALYSIS_BLOCKS,
]

const byId = new Map(MODULES.map((definition) => [definition.id, definition]))

/** The catalogue entry of a type id (`eq-parametric-v2`), also found by its document id (`xialgo://…`). */
export function moduleDefinition(id: string): ModuleDefinition | undefined {
  return byId.get(id.startsWith('xialgo://') ? id.slice('xialgo://'.length) : id)
}

/** A parameter by its key or one of its aliases (case-insensitive). */
export function findParam(definition: ModuleDefinition, key: string): ParamSpec | undefined {
  const wanted = key.toLowerCase()
  return definition.params.find(
    (param) =>
      param.key.toLowerCase() === wanted || param.aliases?.some((alias) => alias.toLowerCase() === wanted),
  )
}
