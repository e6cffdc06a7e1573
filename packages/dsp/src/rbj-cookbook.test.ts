import { describe, expect, it } from 'vitest'
import { biquadResponseAt, cascadeMagnitudeDb } from './biquad.ts'
import {
  allpass,
  allpass1,
  bandpass,
  highShelf,
  lowShelf,
  notch,
  peaking,
  qFromBandwidth,
} from './rbj-cookbook.ts'

const fs = 48_000
const db = (section: Parameters<typeof cascadeMagnitudeDb>[0][number], f: number) =>
  cascadeMagnitudeDb([section], f, fs)
const phase = (section: Parameters<typeof biquadResponseAt>[0], f: number) => {
  const h = biquadResponseAt(section, f, fs)
  return (Math.atan2(h.im, h.re) * 180) / Math.PI
}

describe('RBJ cookbook sections', () => {
  it.each([
    [80, 6.5, 4],
    [1000, -9, 1.41],
    [3150, 12, 0.7],
    [12_000, -4, 8],
  ])(
    'a peaking band at %d Hz gives exactly its gain %d dB at fc (Q %d) and ~0 dB far away',
    (fc, gain, q) => {
      const section = peaking(fc, gain, q, fs)
      expect(db(section, fc)).toBeCloseTo(gain, 9)
      expect(Math.abs(db(section, fc / 64))).toBeLessThan(0.1)
    },
  )

  it('a peaking band is half its dB gain at the band edges Q defines (bilinear-warped, so at low fc)', () => {
    const q = qFromBandwidth(1)
    const section = peaking(100, 8, q, fs)
    expect(db(section, 100 / Math.SQRT2)).toBeCloseTo(4, 1)
    expect(db(section, 100 * Math.SQRT2)).toBeCloseTo(4, 1)
  })

  it.each([
    ['low', 100, 6],
    ['low', 250, -8],
    ['high', 8000, -4],
    ['high', 2000, 9],
  ] as const)(
    'a %s shelf at %d Hz gives half of %d dB at fc and the full gain far from it',
    (kind, fc, gain) => {
      const section = kind === 'low' ? lowShelf(fc, gain, 1, fs) : highShelf(fc, gain, 1, fs)
      expect(db(section, fc)).toBeCloseTo(gain / 2, 9)
      const far = kind === 'low' ? fc / 40 : Math.min(fc * 2.5, 20_000)
      const near = kind === 'low' ? fc * 40 : fc / 40
      expect(db(section, far)).toBeCloseTo(gain, kind === 'low' ? 1 : 0)
      expect(Math.abs(db(section, near))).toBeLessThan(0.3)
    },
  )

  it('a lower shelf slope S gives a gentler transition', () => {
    const steep = lowShelf(200, 10, 1, fs)
    const gentle = lowShelf(200, 10, 0.4, fs)
    const slope = (s: typeof steep) => db(s, 200 / Math.SQRT2) - db(s, 200 * Math.SQRT2)
    expect(slope(gentle)).toBeLessThan(slope(steep))
  })

  it('a notch reaches its depth at fc, and an infinitely deep one is the cookbook notch', () => {
    expect(db(notch(1000, 10, fs, 24), 1000)).toBeCloseTo(-24, 9)
    expect(db(notch(1000, 10, fs), 1000)).toBeLessThan(-200)
    expect(Math.abs(db(notch(1000, 10, fs, 24), 300))).toBeLessThan(0.1)
  })

  it('a band-pass peaks at 0 dB at fc', () => {
    expect(db(bandpass(2000, 3, fs), 2000)).toBeCloseTo(0, 9)
    expect(db(bandpass(2000, 3, fs), 200)).toBeLessThan(-20)
  })

  it('allpasses are flat; first order turns −90° at fc, second order −180°', () => {
    for (const f of [30, 300, 3000, 15_000]) {
      expect(db(allpass(1000, 0.7, fs), f)).toBeCloseTo(0, 9)
      expect(db(allpass1(1000, fs), f)).toBeCloseTo(0, 9)
    }
    expect(phase(allpass1(1000, fs), 1000)).toBeCloseTo(-90, 6)
    expect(Math.abs(phase(allpass(1000, 2, fs), 1000))).toBeCloseTo(180, 6)
    expect(phase(allpass1(1000, fs), 20)).toBeCloseTo(-2.3, 0)
  })

  it('converts octaves to Q as the document tabulates', () => {
    expect(qFromBandwidth(1)).toBeCloseTo(1.41, 2)
    expect(qFromBandwidth(1 / 3)).toBeCloseTo(4.32, 2)
    expect(qFromBandwidth(2)).toBeCloseTo(0.67, 2)
  })
})
