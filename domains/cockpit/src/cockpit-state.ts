import type { VehicleState } from './vehicle/vehicle-state.ts'

/** What the cockpit's tools and rules see: the live state of the session's vehicle, and its id. */
export type CockpitState = VehicleState & { vehicleId: string }
