import type { VehicleState } from '../vehicle/vehicle-state.ts'
import { done, type HandlerResult, refuse } from './handler-result.ts'

/** The exterior light types of round 2. */
export type ExteriorLight = 'headlight' | 'high_beam' | 'fog' | 'position'

type Lights = VehicleState['lights']
type Switches = Pick<Lights, 'headlightOn' | 'highBeamOn' | 'fogOn' | 'positionOn'>

const NAMES = { headlight: '大灯', high_beam: '远光灯', fog: '雾灯', position: '示廓灯' } as const

/** Whether a light type is an exterior one. */
export function isExterior(type: string): type is ExteriorLight {
  return type in NAMES
}

/**
 * Exterior lights switch only, and as a lamp switch does: high beam and fog lamps need the position
 * lamps lit (the high beam the headlights too), and switching off a lamp switches off what needs it.
 */
export function switchExterior(state: VehicleState, type: ExteriorLight, action: string): HandlerResult {
  if (action !== 'turn_on' && action !== 'turn_off')
    return refuse('unsupported', `${NAMES[type]}只能打开或关闭`)
  const on = action === 'turn_on'
  const lights = { ...state.lights, ...(on ? switchedOn(type) : switchedOff(type, state.lights)) }
  return done({ ...state, lights }, `${NAMES[type]}已${on ? '打开' : '关闭'}`)
}

function switchedOn(type: ExteriorLight): Partial<Switches> {
  if (type === 'high_beam') return { highBeamOn: true, headlightOn: true, positionOn: true }
  if (type === 'headlight') return { headlightOn: true, positionOn: true }
  if (type === 'fog') return { fogOn: true, positionOn: true }
  return { positionOn: true }
}

function switchedOff(type: ExteriorLight, lights: Lights): Partial<Switches> {
  if (type === 'high_beam') return { highBeamOn: false }
  if (type === 'fog') return { fogOn: false }
  if (type === 'headlight') return { headlightOn: false, highBeamOn: false }
  // Without position lamps no exterior lamp stays lit.
  return lights.positionOn ? { positionOn: false, headlightOn: false, highBeamOn: false, fogOn: false } : {}
}
