import { moduleDefinition } from '@mindwire/synth/catalogue'

// Matches studio.css: a fixed module width, header, one row per port pair, the badge underneath.
export const MODULE_WIDTH = 220
const HEADER = 34
const PORT_ROW = 22
const BADGE = 44

/**
 * The size a module will have, known before React Flow measures it. Given to React Flow as the
 * node's initial size, a new module is visible in the very frame it is added instead of one
 * measuring round later; the real measurement replaces it right after.
 */
export function estimatedNodeSize(type: string): { width: number; height: number } {
  const definition = moduleDefinition(type)
  const rows = Math.max(definition?.inputs.length ?? 0, definition?.outputs.length ?? 0, 1)
  const customHeight = type === 'oscilloscope' ? 72 : 0
  return { width: MODULE_WIDTH, height: HEADER + rows * PORT_ROW + 8 + BADGE + customHeight }
}
