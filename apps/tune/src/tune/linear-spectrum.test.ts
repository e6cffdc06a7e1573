import { describe, expect, it } from 'vitest'
import { toLinearSpectrum } from './linear-spectrum.ts'

describe('toLinearSpectrum', () => {
  it('resamples a log-spaced response onto FFT bins, interpolating in log frequency', () => {
    const bins = toLinearSpectrum([100, 1000, 10_000], [0, 10, 0], 48_000, 2401)
    // 10 Hz per bin: bin 0 is 0 Hz (held at the first level), bin 100 is 1 kHz, bin 2400 is Nyquist.
    expect(bins).toHaveLength(2401)
    expect(bins[0]).toBe(0)
    expect(bins[100]).toBeCloseTo(10)
    expect(bins[32]).toBeCloseTo(10 * Math.log10(3.2))
    expect(bins.at(-1)).toBe(0)
  })

  it('refuses levels that do not match the frequencies', () => {
    expect(() => toLinearSpectrum([100, 200], [1], 48_000)).toThrow(RangeError)
  })
})
