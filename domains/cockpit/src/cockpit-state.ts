import type { VehicleState } from './vehicle/vehicle-state.ts'

/**
 * What the cockpit's tools and rules see: the live state of the session's vehicle, its id, and the
 * language the session is answered in (the rules word their messages in it; Chinese when absent).
 */
export type CockpitState = VehicleState & { vehicleId: string; language?: 'zh' | 'en' }
