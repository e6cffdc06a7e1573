import { describe, expect, it } from 'vitest'
import type { DynamicsSettings } from './dynamics-settings.ts'
import { compressorCurveDb, gainReductionDb, staticCurveDb } from './static-curve.ts'

describe('compressor static curve', () => {
  it('reproduces the document example: T −20, R 4, input −8 → output −17', () => {
    expect(compressorCurveDb(-8, -20, 4, 0)).toBeCloseTo(-17, 12)
    expect(compressorCurveDb(-30, -20, 4, 0)).toBe(-30)
  })

  it('a soft knee is continuous at its edges, halfway below the hard curve at threshold', () => {
    const [t, r, w] = [-20, 3, 6]
    expect(compressorCurveDb(t - w / 2, t, r, w)).toBeCloseTo(t - w / 2, 12)
    expect(compressorCurveDb(t + w / 2, t, r, w)).toBeCloseTo(t + w / 2 / r, 12)
    // At threshold the soft curve sits (1 − 1/R)·W/8 below the input.
    expect(compressorCurveDb(t, t, r, w)).toBeCloseTo(t - ((1 - 1 / r) * w) / 8, 12)
    for (let x = -40; x < 0; x += 0.5) {
      expect(compressorCurveDb(x + 0.5, t, r, w)).toBeGreaterThanOrEqual(compressorCurveDb(x, t, r, w))
    }
  })

  it('a limiter (ratio ∞) holds the ceiling above the knee; make-up and drive shift the curve', () => {
    const limiter: DynamicsSettings = {
      thresholdDb: -1,
      ratio: Infinity,
      kneeDb: 0,
      attackMs: 1,
      releaseMs: 50,
      inputGainDb: 0,
      makeupDb: 0,
    }
    expect(staticCurveDb(limiter, 6)).toBe(-1)
    expect(staticCurveDb(limiter, -10)).toBe(-10)
    const driven = { ...limiter, inputGainDb: 6, makeupDb: -2 }
    expect(staticCurveDb(driven, -20)).toBe(-16)
    expect(gainReductionDb(driven, 0)).toBe(-7)
  })
})
