import { describe, expect, it } from 'vitest'
import { VEHICLE_SIGNALS, vehicleSignal } from './signal-catalogue.ts'

describe('the vehicle signal catalogue', () => {
  it('holds the signals bindings need, with the ranges a binding maps from', () => {
    expect(vehicleSignal('vehicle.speed')).toMatchObject({ unit: 'km/h', min: 0, max: 250 })
    expect(vehicleSignal('vehicle.speed.smoothed')).toMatchObject({ unit: 'km/h', min: 0, max: 250 })
    expect(vehicleSignal('vehicle.rpm')).toMatchObject({ min: 0, max: 8000 })
    expect(vehicleSignal('vehicle.throttle')).toMatchObject({ unit: '%', min: 0, max: 100 })
    expect(vehicleSignal('cabin.noise.db')).toMatchObject({ unit: 'dBA', min: 30, max: 95 })
    for (const name of ['vehicle.gear', 'vehicle.load', 'vehicle.accel'])
      expect(vehicleSignal(name)).toBeDefined()
  })

  it('finds a signal by the names the knowledge documents use, case-insensitively', () => {
    expect(vehicleSignal('engine.rpm')?.name).toBe('vehicle.rpm')
    expect(vehicleSignal('Accelerator.Pedal')?.name).toBe('vehicle.throttle')
    expect(vehicleSignal(' gear ')?.name).toBe('vehicle.gear')
    expect(vehicleSignal('vehicle.altitude')).toBeUndefined()
  })

  it('gives every signal a usable range, both descriptions and keywords, and names no alias twice', () => {
    const names = VEHICLE_SIGNALS.flatMap((signal) => [signal.name, ...(signal.aliases ?? [])])
    expect(new Set(names.map((name) => name.toLowerCase())).size).toBe(names.length)
    for (const signal of VEHICLE_SIGNALS) {
      expect(signal.min, signal.name).toBeLessThan(signal.max)
      expect(signal.descriptionZh, signal.name).toMatch(/\p{Script=Han}/u)
      expect(
        signal.keywords.some((word) => /\p{Script=Han}/u.test(word)),
        signal.name,
      ).toBe(true)
    }
  })
})
