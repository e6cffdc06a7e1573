import { DEFAULT_GRID, magnitudeDb } from '@mindwire/dsp'
import { describe, expect, it } from 'vitest'
import { cabinResponse } from './cabin-response.ts'
import { SEATS, VEHICLE_MODEL_IDS } from './vehicle-models.ts'

const level = (db: Float64Array, low: number, high: number, pick: (a: number[]) => number) =>
  pick([...db].filter((_, i) => DEFAULT_GRID[i]! >= low && DEFAULT_GRID[i]! <= high))
const max = (a: number[]) => Math.max(...a)
const min = (a: number[]) => Math.min(...a)

describe('simulated cabins', () => {
  for (const model of VEHICLE_MODEL_IDS) {
    for (const seat of SEATS) {
      it(`${model} / ${seat}: a 40–120 Hz mode, a 2–4 kHz dip, a speaker roll-off below 35 Hz`, () => {
        const db = magnitudeDb(cabinResponse(model, seat, DEFAULT_GRID, 48_000))
        const mid = level(db, 500, 1000, (a) => a.reduce((s, x) => s + x, 0) / a.length)
        expect(level(db, 40, 130, max) - mid).toBeGreaterThan(3)
        expect(level(db, 2000, 4000, min) - mid).toBeLessThan(-3)
        expect(level(db, 20, 25, max) - mid).toBeLessThan(-6)
        if (seat === 'rear') expect(level(db, 12_000, 16_000, max) - mid).toBeLessThan(-4)
      })
    }
  }

  it('seats of one vehicle differ, and the same seat always measures the same', () => {
    const a = magnitudeDb(cabinResponse('sedan-a', 'driver', DEFAULT_GRID, 48_000))
    const b = magnitudeDb(cabinResponse('sedan-a', 'passenger', DEFAULT_GRID, 48_000))
    expect(a).toEqual(magnitudeDb(cabinResponse('sedan-a', 'driver', DEFAULT_GRID, 48_000)))
    expect(Math.max(...a.map((x, i) => Math.abs(x - b[i]!)))).toBeGreaterThan(2)
    expect(() => cabinResponse('truck-z', 'driver', DEFAULT_GRID, 48_000)).toThrow(/unknown vehicle/)
  })
})
