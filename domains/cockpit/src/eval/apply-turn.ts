import type { EvalCall } from './eval-case.ts'
import type { SimulatorState } from './simulator-state.ts'

const WINDOW_KEY: Record<string, Array<keyof SimulatorState['windows']>> = {
  front_left: ['frontLeft'],
  front_right: ['frontRight'],
  rear_left: ['rearLeft'],
  rear_right: ['rearRight'],
  all: ['frontLeft', 'frontRight', 'rearLeft', 'rearRight'],
}
const SEAT_KEY: Record<string, keyof SimulatorState['seats']> = {
  driver: 'driver',
  passenger: 'passenger',
  rear_left: 'rearLeft',
  rear_right: 'rearRight',
}

/**
 * The vehicle state after a replayed turn's calls ran: what a simulator would show the next turn.
 * Only settings whose outcome the call fixes are applied (a temperature, a volume, a window share);
 * a bare direction (adjust_temperature up) leaves the value to the vehicle and is not guessed.
 */
export function applyTurn(state: SimulatorState, calls: readonly EvalCall[]): SimulatorState {
  const next = structuredClone(state)
  for (const { name, params } of calls) APPLY[name]?.(next, params)
  return next
}

type Params = Record<string, unknown>
const num = (value: unknown): number | undefined => (typeof value === 'number' ? value : undefined)

const APPLY: Record<string, (state: SimulatorState, params: Params) => void> = {
  control_ac: (state, p) => {
    // Defrost and circulation touch their own fields; the zone's temperature is the vehicle's business.
    if (p.action === 'set_circulation' && typeof p.circulation === 'string')
      state.ac.circulation = p.circulation
    if (String(p.action).startsWith('defrost') || p.action === 'set_circulation') return
    if (p.action === 'turn_off') state.ac.isOn = false
    else state.ac.isOn = true
    if (p.zone !== undefined && p.zone !== 'all' && p.zone !== 'driver') return
    state.ac.temperature = num(p.temperature) ?? state.ac.temperature
    state.ac.fanSpeed = num(p.fan_speed) ?? state.ac.fanSpeed
    if (typeof p.mode === 'string') state.ac.mode = p.mode
  },
  control_window: (state, p) => {
    const share = p.action === 'open' ? 100 : p.action === 'close' ? 0 : num(p.open_percentage)
    if (share === undefined) return
    for (const key of WINDOW_KEY[String(p.position)] ?? []) state.windows[key] = share
  },
  control_seat: (state, p) => {
    const seat = state.seats[SEAT_KEY[String(p.seat)] ?? 'driver']
    const level = num(p.level)
    if (p.action === 'heating_off') seat.heatingLevel = 0
    if (p.action === 'ventilation_off') seat.ventilationLevel = 0
    if (p.action === 'set_heating_level' && level !== undefined) seat.heatingLevel = level
    if (p.action === 'set_ventilation_level' && level !== undefined) seat.ventilationLevel = level
    if (p.action === 'massage_on' || p.action === 'massage_off') seat.massage = p.action === 'massage_on'
  },
  control_sunroof: (state, p) => {
    const share = p.action === 'open' ? 100 : p.action === 'close' ? 0 : num(p.open_percentage)
    if (share === undefined) return
    if (p.part === 'shade') state.sunroof.shade = share
    else state.sunroof.glass = share
  },
  control_screen: (state, p) => {
    const screen = state.screens[String(p.screen) as keyof SimulatorState['screens']]
    if (!screen) return
    screen.isOn = p.action !== 'turn_off'
    screen.brightness = num(p.brightness) ?? screen.brightness
  },
  control_steering_wheel: (state, p) => {
    state.steeringWheel.heating = p.action === 'heating_on'
  },
  control_light: (state, p) => {
    if (!['ambient', 'reading'].includes(String(p.light_type ?? 'ambient'))) return
    const ambient = p.light_type !== 'reading'
    if (p.action === 'turn_off') {
      if (ambient) state.lights.ambientOn = false
      else state.lights.readingLightOn = false
      return
    }
    if (ambient) state.lights.ambientOn = true
    else state.lights.readingLightOn = true
    if (typeof p.color === 'string') state.lights.ambientColor = p.color
    state.lights.ambientBrightness = num(p.brightness) ?? state.lights.ambientBrightness
  },
  control_trunk: (state, p) => {
    state.trunk = p.action === 'open' ? 'open' : 'closed'
  },
  control_wiper: (state, p) => {
    state.wiper.isOn = p.action !== 'turn_off'
    if (typeof p.speed === 'string') state.wiper.speed = p.speed
  },
  control_music: (state, p) => {
    if (p.action === 'pause') state.music.isPlaying = false
    else if (['play', 'resume', 'next', 'previous', 'search_and_play'].includes(String(p.action))) {
      state.music.isPlaying = true
    }
    state.music.volume = num(p.volume) ?? state.music.volume
    if (typeof p.play_mode === 'string') state.music.playMode = p.play_mode
  },
  control_navigation: (state, p) => {
    if (p.action === 'cancel') state.navigation.isNavigating = false
    if (p.action === 'set_destination') state.navigation.isNavigating = true
    if (typeof p.route_preference === 'string') state.navigation.routePreference = p.route_preference
  },
}
