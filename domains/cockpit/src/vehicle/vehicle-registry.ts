import { defaultVehicleState, patchVehicleState, type VehicleState } from './vehicle-state.ts'

type Listener = (vehicleId: string, state: VehicleState) => void

/**
 * The live state of every vehicle the server knows, by id. An unknown vehicle starts from the simulator
 * defaults; a connected vehicle overwrites them with its reports. Listeners hear every change.
 */
export class VehicleRegistry {
  readonly #states = new Map<string, VehicleState>()
  readonly #listeners = new Set<Listener>()

  get(vehicleId: string): VehicleState {
    let state = this.#states.get(vehicleId)
    if (!state) {
      state = defaultVehicleState()
      this.#states.set(vehicleId, state)
    }
    return state
  }

  /** Replaces a vehicle's state (a validated result of a handler or a report). */
  set(vehicleId: string, state: VehicleState): void {
    this.#states.set(vehicleId, state)
    for (const listener of this.#listeners) listener(vehicleId, state)
  }

  /** Merges a partial report; invalid reports are refused and change nothing. */
  patch(vehicleId: string, patch: unknown): { ok: true; state: VehicleState } | { ok: false; error: string } {
    const result = patchVehicleState(this.get(vehicleId), patch)
    if (result.ok) this.set(vehicleId, result.state)
    return result
  }

  onChange(listener: Listener): () => void {
    this.#listeners.add(listener)
    return () => this.#listeners.delete(listener)
  }

  get size(): number {
    return this.#states.size
  }
}
