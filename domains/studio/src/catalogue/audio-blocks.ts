import type { ModuleDefinition } from './module-definition.ts'

/** The blocks on the audio path, whose transfer functions the DSP computes (filters, EQ, dynamics, delay). */
export const AUDIO_BLOCKS: readonly ModuleDefinition[] = []
