import { rememberRecent } from '@mindwire/agent'
import { defaultCatalogue } from '../catalogue/catalogue.ts'
import { VEHICLE_STATE_SLOT } from '../catalogue/load-prompts.ts'
import type { CockpitState } from '../cockpit-state.ts'
import { stateOfView, vehicleStateJson } from '../vehicle/state-json.ts'

const OPEN_TAG = '<vehicle_state>'
const CLOSE_TAG = '</vehicle_state>'

/**
 * The cockpit's system prompt (seed 002 §4.3.1): the text of `config/prompts/system.md` with the live
 * vehicle state injected every step. The state is also machine-readable between <vehicle_state> tags,
 * which the offline engine reads.
 */
export function cockpitSystemPrompt(
  state: CockpitState,
  template = defaultCatalogue().prompts.system,
): string {
  // A function, not a string: `$` sequences in the state (a song called $1) must not be interpreted.
  return template.replace(VEHICLE_STATE_SLOT, () => stateJson(state))
}

// Frozen states never change, so their text is kept while they live: a run's next step, or the
// vehicle's next request, often reads the state the last step left.
const frozenJson = new WeakMap<CockpitState, string>()

// …and the offline engine, which reads the state back out of the prompt on every parsing step, finds the
// state a text was written from instead of parsing it again (a fleet's requests each wrote a new state).
// Bounded: a state's text stays findable while a few thousand newer ones are written.
const writtenStates = new Map<string, Record<string, unknown>>()
const WRITTEN_STATES_KEPT = 4096

function stateJson(state: CockpitState): string {
  let json = frozenJson.get(state)
  if (json !== undefined) return json
  const { vehicleId: _, ...vehicle } = state
  // A run's view of a registry state is written as that state (whose text its store write may have made).
  const source = stateOfView(state)
  json = source ? vehicleStateJson(source) : JSON.stringify(vehicle)
  if (Object.isFrozen(state)) {
    frozenJson.set(state, json)
    rememberWritten(json, vehicle)
  }
  return json
}

function rememberWritten(json: string, vehicle: Record<string, unknown>): void {
  rememberRecent(writtenStates, json, vehicle, WRITTEN_STATES_KEPT)
}

/**
 * Reads the vehicle state back out of a system prompt; undefined when it carries none. A state this process
 * wrote comes back as the object it was written from: read it, never change it.
 */
export function vehicleStateFromPrompt(system: string): Readonly<Record<string, unknown>> | undefined {
  // Read every step of every offline run: two searches for the tags, not a regex over the whole prompt.
  const open = system.indexOf(OPEN_TAG)
  const close = open === -1 ? -1 : system.indexOf(CLOSE_TAG, open + OPEN_TAG.length)
  if (close === -1) return undefined
  const json = system.slice(open + OPEN_TAG.length, close)
  const written = writtenStates.get(json)
  if (written) return written
  try {
    return JSON.parse(json)
  } catch {
    return undefined
  }
}
