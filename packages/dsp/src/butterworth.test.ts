import { describe, expect, it } from 'vitest'
import { bessel, besselPoles } from './bessel.ts'
import { cascadeMagnitudeDb } from './biquad.ts'
import { butterworth, butterworthQs, linkwitzRiley } from './butterworth.ts'

const fs = 48_000

describe('Butterworth and Linkwitz-Riley cascades', () => {
  it('computes the section Qs the filter document tabulates', () => {
    expect(butterworthQs(2)).toEqual([expect.closeTo(Math.SQRT1_2, 4)])
    expect(butterworthQs(4).sort()).toEqual([expect.closeTo(0.5412, 4), expect.closeTo(1.3066, 4)])
    expect(butterworthQs(8).sort()).toEqual([0.5098, 0.6013, 0.9, 2.5629].map((q) => expect.closeTo(q, 4)))
  })

  for (let order = 1; order <= 8; order++) {
    it(`order ${order}: −3.01 dB at fc for both types, and a ${6 * order} dB/oct slope`, () => {
      const hp = butterworth('highpass', 1000, order, fs)
      const lp = butterworth('lowpass', 500, order, fs)
      expect(cascadeMagnitudeDb(hp, 1000, fs)).toBeCloseTo(-3.0103, 3)
      expect(cascadeMagnitudeDb(lp, 500, fs)).toBeCloseTo(-3.0103, 3)
      // Two octaves well inside the stopband of the high-pass, where the asymptote holds.
      const slope = cascadeMagnitudeDb(hp, 40, fs) - cascadeMagnitudeDb(hp, 20, fs)
      expect(slope).toBeCloseTo(6.0206 * order, 1)
      expect(Math.abs(cascadeMagnitudeDb(hp, 16_000, fs))).toBeLessThan(0.01)
    })
  }

  it.each([2, 4, 8])('LR%d is −6.02 dB at fc on both branches', (order) => {
    const lp = linkwitzRiley('lowpass', 2500, order, fs)
    const hp = linkwitzRiley('highpass', 2500, order, fs)
    expect(cascadeMagnitudeDb(lp, 2500, fs)).toBeCloseTo(-6.0206, 3)
    expect(cascadeMagnitudeDb(hp, 2500, fs)).toBeCloseTo(-6.0206, 3)
  })

  it('Bessel poles are −3 dB at ω = 1 and the digital filter is −3 dB at fc', () => {
    for (const order of [2, 3, 4, 6]) {
      const poles = besselPoles(order)
      expect(poles).toHaveLength(order)
      expect(poles.every((p) => p.re < 0)).toBe(true)
      expect(cascadeMagnitudeDb(bessel('lowpass', 200, order, fs), 200, fs)).toBeCloseTo(-3.01, 1)
      expect(cascadeMagnitudeDb(bessel('highpass', 200, order, fs), 200, fs)).toBeCloseTo(-3.01, 1)
    }
  })
})
