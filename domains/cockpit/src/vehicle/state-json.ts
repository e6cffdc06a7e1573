import type { CockpitState } from '../cockpit-state.ts'
import type { VehicleState } from './vehicle-state.ts'

// A vehicle state is replaced, never changed (see VehicleRegistry), so its JSON text is kept while the
// state lives. Two writers need the same text: the store's copy of the vehicle (written behind each
// change) and the system prompt of the vehicle's next request; each changed state was serialised twice.
const texts = new WeakMap<VehicleState, string>()

// The state each run's view of it was made from (a view adds the vehicle's id; see stateView).
const sources = new WeakMap<CockpitState, VehicleState>()

/** `JSON.stringify(state)`, written once per state. */
export function vehicleStateJson(state: VehicleState): string {
  let text = texts.get(state)
  if (text === undefined) {
    text = JSON.stringify(state)
    texts.set(state, text)
  }
  return text
}

/** Records the state a view was made from: the view's text without its id is that state's. */
export function viewOfState(view: CockpitState, state: VehicleState): CockpitState {
  // A state that carried an id of its own would be written with it: such a view is not its state's.
  if (!Object.hasOwn(state, 'vehicleId')) sources.set(view, state)
  return view
}

/** The state a view was made from, when it was made by `viewOfState`. */
export function stateOfView(view: CockpitState): VehicleState | undefined {
  return sources.get(view)
}
