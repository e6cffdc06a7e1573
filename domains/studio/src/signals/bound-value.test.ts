import { describe, expect, it } from 'vitest'
import type { ParamSpec } from '../catalogue/module-definition.ts'
import { boundValue } from './bound-value.ts'
import { vehicleSignal } from './signal-catalogue.ts'

const GAIN: ParamSpec = {
  key: 'gainDb',
  type: 'number',
  min: -12,
  max: 12,
  default: 0,
  unit: 'dB',
  description: '',
}
const BANDS: ParamSpec = {
  key: 'bands',
  type: 'number',
  min: 1,
  max: 10,
  default: 4,
  integer: true,
  description: '',
}
const SPEED = vehicleSignal('vehicle.speed')! // 0–250 km/h
const NOISE = vehicleSignal('cabin.noise.db')! // 30–95 dBA

const value = (result: ReturnType<typeof boundValue>) => (result.ok ? result.value : Number.NaN)

describe('boundValue', () => {
  it('absolute: sweeps the parameter range from the signal minimum to its maximum', () => {
    expect(value(boundValue(GAIN, SPEED, 0, 'absolute'))).toBe(-12)
    expect(value(boundValue(GAIN, SPEED, 125, 'absolute'))).toBe(0)
    expect(value(boundValue(GAIN, SPEED, 250, 'absolute'))).toBe(12)
    // The signal's own minimum is the start, not zero.
    expect(value(boundValue(GAIN, NOISE, 30, 'absolute'))).toBe(-12)
  })

  it('clamps a signal outside its range to the range ends', () => {
    expect(value(boundValue(GAIN, SPEED, 400, 'absolute'))).toBe(12)
    expect(value(boundValue(GAIN, NOISE, 10, 'absolute'))).toBe(-12)
  })

  it('offset: adds up to a quarter of the parameter range to the base', () => {
    expect(value(boundValue(GAIN, SPEED, 0, 'offset', 2))).toBe(2)
    expect(value(boundValue(GAIN, SPEED, 250, 'offset', 2))).toBe(8)
    expect(value(boundValue(GAIN, SPEED, 125, 'offset', 2))).toBe(5)
    expect(value(boundValue(GAIN, SPEED, 250, 'offset', 10))).toBe(12) // 16 clamped
  })

  it('multiplier: scales the base by 2n, unchanged half-way', () => {
    expect(value(boundValue(BANDS, SPEED, 125, 'multiplier', 3))).toBe(3)
    expect(value(boundValue(BANDS, SPEED, 250, 'multiplier', 3))).toBe(6)
    expect(value(boundValue(BANDS, SPEED, 0, 'multiplier', 3))).toBe(1) // 0 clamped to the minimum
    expect(value(boundValue(GAIN, SPEED, 250, 'multiplier', 9))).toBe(12) // 18 clamped
  })

  it('uses the parameter default as the base when none is given, and rounds integer parameters', () => {
    expect(value(boundValue(BANDS, SPEED, 250, 'offset'))).toBe(6) // 4 + 9/4 = 6.25
    expect(value(boundValue(BANDS, SPEED, 100, 'absolute'))).toBe(5) // 1 + 0.4·9 = 4.6
  })

  it('falls back to the base when the signal is not a number', () => {
    expect(boundValue(GAIN, SPEED, Number.NaN, 'absolute', 3)).toEqual({ ok: true, value: 3, fallback: true })
    expect(boundValue(GAIN, SPEED, 50, 'absolute', 3)).toMatchObject({ fallback: false })
  })

  it('refuses parameters that are not numbers', () => {
    const waveform: ParamSpec = {
      key: 'waveform',
      type: 'enum',
      values: ['sine'],
      default: 'sine',
      description: '',
    }
    expect(boundValue(waveform, SPEED, 50, 'absolute')).toEqual({
      ok: false,
      reason: 'Only number parameters can follow a signal; waveform is of type enum.',
    })
  })
})
