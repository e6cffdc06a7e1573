import type { VehicleState } from '../vehicle/vehicle-state.ts'

const SLICES: Record<string, (state: VehicleState) => unknown> = {
  control_ac: (s) => s.ac,
  control_window: (s) => s.windows,
  control_seat: (s) => s.seats,
  control_light: (s) => s.lights,
  control_trunk: (s) => ({ trunk: s.trunk }),
  control_wiper: (s) => s.wiper,
  control_sunroof: (s) => s.sunroof,
  control_mirror: (s) => s.mirrors,
  control_screen: (s) => s.screens,
  control_steering_wheel: (s) => s.steeringWheel,
  control_music: (s) => s.music,
  control_navigation: (s) => s.navigation,
  query_vehicle_status: (s) => ({
    battery: s.battery,
    tirePressureBar: s.tirePressureBar,
    mileageKm: s.mileageKm,
    doors: s.doors,
  }),
}

/** The part of the vehicle state a function touches: enough for the model to confirm, little to read. */
export function stateSlice(functionName: string, state: VehicleState): unknown {
  return SLICES[functionName]?.(state) ?? state.custom?.[functionName] ?? {}
}
