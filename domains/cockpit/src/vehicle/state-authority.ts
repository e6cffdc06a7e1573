import { isSimulator, type VehicleState } from './vehicle-state.ts'

/**
 * Fields only the car can know: what its sensors measure (speed, gear, where it is, battery, tyres,
 * odometer, doors). On a real car they come from its agent's connection alone.
 */
export const SENSOR_FIELDS = [
  'speed',
  'gear',
  'position',
  'battery',
  'tirePressureBar',
  'mileageKm',
  'doors',
] as const

/** Why a state report from a screen or the PATCH route is refused; undefined when it may be applied. */
export interface StateRefusal {
  status: number
  code: 'invalid_request' | 'sensor_owned_by_vehicle' | 'use_command'
  message: string
  fields: string[]
}

/**
 * Decides whether a report that did not come from the car's own agent may change `state`. A simulator
 * takes any valid report (it has no sensors: the demo's speed slider is its speedometer). A real car
 * takes none: its sensors are its own, and what a driver sets by hand changes through a command, so
 * the safety rules judge it and the car does it — the server's copy never changes ahead of the car.
 */
export function refuseScreenReport(state: VehicleState, patch: unknown): StateRefusal | undefined {
  const fields = patch && typeof patch === 'object' && !Array.isArray(patch) ? Object.keys(patch) : []
  if (fields.includes('simulator'))
    return {
      status: 400,
      code: 'invalid_request',
      message: 'simulator: a vehicle’s kind is set when it is registered (POST /api/v1/vehicles)',
      fields: ['simulator'],
    }
  if (isSimulator(state)) return undefined
  const sensors = fields.filter((field) => (SENSOR_FIELDS as readonly string[]).includes(field))
  if (sensors.length > 0)
    return {
      status: 403,
      code: 'sensor_owned_by_vehicle',
      message: `${sensors.join(', ')}: only the car reports its sensors; this is a real vehicle, not a simulator`,
      fields: sensors,
    }
  return {
    status: 409,
    code: 'use_command',
    message:
      'a real vehicle’s settings change through a command (POST /api/v1/dialog or WebSocket dialog:input), which the safety rules judge and the car carries out',
    fields,
  }
}
