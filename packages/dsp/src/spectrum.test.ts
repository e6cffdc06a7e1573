import { describe, expect, it } from 'vitest'
import { cookbookBiquad, peaking } from './rbj-cookbook.ts'
import { applyBiquad, processBiquad } from './run-biquad.ts'
import { bandPower, powerSpectrum, welchSpectrum, windowOf } from './spectrum.ts'

const rate = 48_000
const sine = (hz: number, amplitude: number, n: number) =>
  Float32Array.from({ length: n }, (_, i) => amplitude * Math.sin((2 * Math.PI * hz * i) / rate))

describe('power spectra', () => {
  it('sum to the mean square of the frame, so a sine of amplitude a reads a²/2 whatever the window', () => {
    const tone = sine(1000, 0.5, 4096)
    for (const name of ['hann', 'blackman', 'rect'] as const) {
      const spectrum = powerSpectrum(tone, 0, 4096, name)
      const total = spectrum.reduce((s, p) => s + p, 0)
      expect(total).toBeCloseTo(0.125, 2)
    }
  })

  it('put a tone’s power in the bins around its frequency', () => {
    const spectrum = welchSpectrum(sine(3000, 0.5, rate), 2048)
    const binHz = rate / 2048
    expect(bandPower(spectrum, binHz, 2900, 3100) / bandPower(spectrum, binHz, 0, rate / 2)).toBeGreaterThan(
      0.99,
    )
  })

  it('use periodic windows that start at zero and peak at the middle', () => {
    const hann = windowOf('hann', 8)
    expect(hann[0]).toBe(0)
    expect(hann[4]).toBeCloseTo(1, 12)
  })
})

describe('running a section', () => {
  it('gives the same samples in place (Float64) and into a copy (Float32)', () => {
    const input = sine(2000, 0.3, 512)
    const section = peaking(2000, 9, 2, rate)
    const copy = applyBiquad(input, section)
    const inPlace = Float64Array.from(input)
    processBiquad(section, inPlace)
    for (let i = 0; i < copy.length; i++) expect(copy[i]).toBeCloseTo(inPlace[i]!, 6)
    expect(input[100]).toBeCloseTo(0.3 * Math.sin((2 * Math.PI * 2000 * 100) / rate), 6)
  })

  it('holds a cutoff past Nyquist just under it instead of designing an unstable section', () => {
    const section = cookbookBiquad('lowpass', 30_000, Math.SQRT1_2, rate)
    expect(Math.abs(section.a2)).toBeLessThan(1)
    expect(Number.isFinite(section.b0)).toBe(true)
  })
})
