import { defaultCatalogue } from '../catalogue/catalogue.ts'
import { VEHICLE_STATE_SLOT } from '../catalogue/load-prompts.ts'
import type { CockpitState } from '../cockpit-state.ts'

const VEHICLE_STATE = /<vehicle_state>([\s\S]*?)<\/vehicle_state>/

/**
 * The cockpit's system prompt (seed 002 §4.3.1): the text of `config/prompts/system.md` with the live
 * vehicle state injected every step. The state is also machine-readable between <vehicle_state> tags,
 * which the offline engine reads.
 */
export function cockpitSystemPrompt(
  state: CockpitState,
  template = defaultCatalogue().prompts.system,
): string {
  const { vehicleId: _, ...vehicle } = state
  // A function, not a string: `$` sequences in the state (a song called $1) must not be interpreted.
  return template.replace(VEHICLE_STATE_SLOT, () => JSON.stringify(vehicle))
}

/** Reads the vehicle state back out of a system prompt; undefined when it carries none. */
export function vehicleStateFromPrompt(system: string): Record<string, unknown> | undefined {
  const match = VEHICLE_STATE.exec(system)
  if (!match) return undefined
  try {
    return JSON.parse(match[1]!)
  } catch {
    return undefined
  }
}
