import { describe, expect, it } from 'vitest'
import { type DriveTrace, drivePhaseAt, driveValueAt, simulateDrive } from './drive-simulator.ts'
import { VEHICLE_SIGNALS, type VehicleSignalName } from './signal-catalogue.ts'

const drive = simulateDrive()

/** The values of a signal for the samples with start ≤ t < end. */
function during(trace: DriveTrace, name: VehicleSignalName, start: number, end: number): number[] {
  return trace.signals[name].filter((_, i) => trace.times[i]! >= start && trace.times[i]! < end)
}

function differences(values: number[]): number[] {
  return values.slice(1).map((value, i) => value - values[i]!)
}

describe('simulateDrive', () => {
  it('samples every catalogue signal over 60 s at the given rate', () => {
    expect(drive.times).toHaveLength(601)
    expect(drive.times.at(-1)).toBe(60)
    for (const { name } of VEHICLE_SIGNALS) expect(drive.signals[name], name).toHaveLength(601)
    expect(simulateDrive({ sampleRateHz: 2 }).times).toHaveLength(121)
  })

  it('keeps every signal inside its catalogue range', () => {
    for (const signal of VEHICLE_SIGNALS) {
      const values = drive.signals[signal.name]
      expect(Math.min(...values), signal.name).toBeGreaterThanOrEqual(signal.min)
      expect(Math.max(...values), signal.name).toBeLessThanOrEqual(signal.max)
    }
  })

  it('idles, accelerates to 100 km/h, cruises, brakes and stops', () => {
    expect(during(drive, 'vehicle.speed', 0, 5).every((speed) => speed === 0)).toBe(true)
    expect(during(drive, 'vehicle.speed', 25, 45).every((speed) => Math.abs(speed - 100) < 1e-9)).toBe(true)
    expect(during(drive, 'vehicle.speed', 55, 61).every((speed) => speed === 0)).toBe(true)
    expect(drive.signals['vehicle.accel'][100]).toBeGreaterThan(2) // t = 10 s, pulling away
    expect(drive.signals['vehicle.accel'][500]).toBeLessThan(-2) // t = 50 s, braking
  })

  it('gains speed at every step of the acceleration and loses it at every step of the braking', () => {
    expect(Math.min(...differences(during(drive, 'vehicle.speed', 5, 25)))).toBeGreaterThan(0)
    expect(Math.max(...differences(during(drive, 'vehicle.speed', 45, 55.01)))).toBeLessThan(0)
  })

  it('shifts up through six gears while accelerating, with the RPM dropping at each shift', () => {
    const gears = during(drive, 'vehicle.gear', 5.1, 45)
    expect(Math.min(...differences(gears))).toBeGreaterThanOrEqual(0)
    expect([...new Set(gears)]).toEqual([1, 2, 3, 4, 5, 6])
    const rpm = drive.signals['vehicle.rpm']
    const gear = drive.signals['vehicle.gear']
    // Upshifts from a forward gear (engaging first from rest is not a shift).
    const shifts = gear.flatMap((current, i) =>
      i > 0 && gear[i - 1]! > 0 && current > gear[i - 1]! ? [i] : [],
    )
    expect(shifts.length).toBe(5)
    for (const i of shifts) expect(rpm[i]!, `shift at ${drive.times[i]} s`).toBeLessThan(rpm[i - 1]!)
    expect(driveValueAt(drive, 'vehicle.rpm', 30)).toBe(2400)
    expect(driveValueAt(drive, 'vehicle.rpm', 2)).toBe(800)
    expect(driveValueAt(drive, 'vehicle.gear', 2)).toBe(0)
  })

  it('lags the smoothed speed behind the speed, then lets it settle at cruise', () => {
    const at = (name: VehicleSignalName, t: number) => driveValueAt(drive, name, t)
    expect(at('vehicle.speed.smoothed', 10)).toBeLessThan(at('vehicle.speed', 10) - 5)
    expect(at('vehicle.speed.smoothed', 50)).toBeGreaterThan(at('vehicle.speed', 50) + 5)
    expect(at('vehicle.speed.smoothed', 44)).toBeCloseTo(100, 3)
    const slower = simulateDrive({ smoothingS: 3 })
    expect(driveValueAt(slower, 'vehicle.speed.smoothed', 10)).toBeLessThan(at('vehicle.speed.smoothed', 10))
  })

  it('makes the cabin louder with speed: 38 dBA at idle, about 72 dBA at 100 km/h', () => {
    expect(driveValueAt(drive, 'cabin.noise.db', 2)).toBeCloseTo(38, 5)
    expect(driveValueAt(drive, 'cabin.noise.db', 30)).toBeGreaterThan(70)
    expect(driveValueAt(drive, 'cabin.noise.db', 30)).toBeLessThan(75)
    expect(Math.min(...differences(during(drive, 'cabin.noise.db', 5, 25)))).toBeGreaterThan(-1.5)
  })

  it('gives the same drive for the same options, whatever the sample rate', () => {
    expect(simulateDrive()).toEqual(drive)
    const fine = simulateDrive({ sampleRateHz: 100 })
    expect(driveValueAt(fine, 'vehicle.speed', 15)).toBe(driveValueAt(drive, 'vehicle.speed', 15))
  })

  it('adds seeded jitter to the raw speed only while moving, reproducibly', () => {
    const noisy = simulateDrive({ speedJitterKmh: 2, seed: 7 })
    expect(simulateDrive({ speedJitterKmh: 2, seed: 7 })).toEqual(noisy)
    expect(simulateDrive({ speedJitterKmh: 2, seed: 8 }).signals['vehicle.speed']).not.toEqual(
      noisy.signals['vehicle.speed'],
    )
    const cruise = during(noisy, 'vehicle.speed', 25, 45)
    expect(Math.max(...cruise.map((speed) => Math.abs(speed - 100)))).toBeGreaterThan(0.5)
    expect(Math.max(...cruise.map((speed) => Math.abs(speed - 100)))).toBeLessThanOrEqual(2)
    expect(during(noisy, 'vehicle.speed', 0, 5).every((speed) => speed === 0)).toBe(true)
  })

  it('refuses a sample rate that is not positive', () => {
    expect(() => simulateDrive({ sampleRateHz: 0 })).toThrow(RangeError)
  })
})

describe('driveValueAt and drivePhaseAt', () => {
  it('hold the last sample and name the phase', () => {
    const coarse = simulateDrive({ sampleRateHz: 1 })
    expect(driveValueAt(coarse, 'vehicle.speed', 10.9)).toBe(driveValueAt(coarse, 'vehicle.speed', 10))
    expect(driveValueAt(coarse, 'vehicle.speed', 99)).toBe(0)
    expect(
      ['idle', 'accelerate', 'cruise', 'brake', 'stop'].map((_, i) => drivePhaseAt([1, 10, 30, 50, 58][i]!)),
    ).toEqual(['idle', 'accelerate', 'cruise', 'brake', 'stop'])
  })
})
