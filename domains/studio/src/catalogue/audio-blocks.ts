import { AUDIO_CROSSOVERS } from './audio-crossovers.ts'
import { AUDIO_DYNAMICS } from './audio-dynamics.ts'
import { AUDIO_FILTERS } from './audio-filters.ts'
import type { ModuleDefinition } from './module-definition.ts'

/** The blocks on the audio path, whose transfer functions the DSP computes (filters, EQ, dynamics, delay). */
export const AUDIO_BLOCKS: readonly ModuleDefinition[] = [
  ...AUDIO_FILTERS,
  ...AUDIO_CROSSOVERS,
  ...AUDIO_DYNAMICS,
]
