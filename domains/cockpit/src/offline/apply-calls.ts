import type { ParsedCall, VehicleStateLike } from './types.ts'

const SEAT_KEY: Record<string, string> = {
  driver: 'driver',
  passenger: 'passenger',
  rear_left: 'rearLeft',
  rear_right: 'rearRight',
}

/**
 * The state after the previous turn's absolute settings (set_temperature 26, set_volume 50…), so
 * that 再高两度 counts from 26. Absolute settings are idempotent: applying them to a live state
 * that already reflects them changes nothing.
 */
export function applyCalls(state: VehicleStateLike, calls: readonly ParsedCall[]): VehicleStateLike {
  if (calls.length === 0) return state
  const next: VehicleStateLike = { ...state }
  for (const { name, params } of calls) {
    if (name === 'control_ac') applyAc(next, params)
    else if (name === 'control_music' && typeof params.volume === 'number') {
      next.music = { ...next.music, volume: params.volume }
    } else if (name === 'control_seat' && typeof params.level === 'number') applySeat(next, params)
    else if (name === 'control_light' && typeof params.brightness === 'number') {
      next.lights = { ...next.lights, ambientBrightness: params.brightness }
    } else if (name === 'control_wiper' && typeof params.speed === 'string') {
      next.wiper = { ...next.wiper, speed: params.speed }
    }
  }
  return next
}

function applyAc(state: VehicleStateLike, params: Record<string, unknown>): void {
  // Another zone's temperature is not the cabin's that 再高两度 starts from.
  const otherZone = params.zone === 'passenger' || params.zone === 'rear'
  if (typeof params.temperature === 'number' && !otherZone)
    state.ac = { ...state.ac, temperature: params.temperature }
  if (typeof params.fan_speed === 'number') state.ac = { ...state.ac, fanSpeed: params.fan_speed }
}

function applySeat(state: VehicleStateLike, params: Record<string, unknown>): void {
  const key = SEAT_KEY[String(params.seat)]
  if (!key) return
  const field = String(params.action).includes('heating') ? 'heatingLevel' : 'ventilationLevel'
  state.seats = { ...state.seats, [key]: { ...state.seats?.[key], [field]: params.level } }
}
