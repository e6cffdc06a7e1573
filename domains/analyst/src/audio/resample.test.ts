import { describe, expect, it } from 'vitest'
import { mixToMono } from './mix-to-mono.ts'
import { resample } from './resample.ts'

const tone = (rate: number, hz: number, seconds = 0.5) =>
  Float32Array.from({ length: Math.round(rate * seconds) }, (_, i) => Math.sin((2 * Math.PI * hz * i) / rate))

function rmsOf(x: Float32Array, from = 0, to = x.length): number {
  let s = 0
  for (let i = from; i < to; i++) s += x[i]! * x[i]!
  return Math.sqrt(s / (to - from))
}

describe('resample', () => {
  it('keeps a 1 kHz tone (frequency and level) from 48 kHz to 16 kHz', () => {
    const out = resample(tone(48_000, 1000), 48_000, 16_000)
    expect(out.length).toBe(8000)
    const expected = tone(16_000, 1000)
    let maxError = 0
    for (let i = 200; i < 7800; i++) maxError = Math.max(maxError, Math.abs(out[i]! - expected[i]!))
    expect(maxError).toBeLessThan(0.01)
  })

  it('removes content above the new Nyquist instead of aliasing it', () => {
    const out = resample(tone(48_000, 12_000), 48_000, 16_000)
    expect(rmsOf(out, 200, out.length - 200)).toBeLessThan(0.01)
  })

  it('upsamples 22.05 kHz to 48 kHz', () => {
    const out = resample(tone(22_050, 440), 22_050, 48_000)
    expect(out.length).toBe(24_000)
    expect(rmsOf(out, 500, out.length - 500)).toBeCloseTo(Math.SQRT1_2, 2)
  })
})

describe('mixToMono', () => {
  it('averages the channels', () => {
    const mono = mixToMono({ channels: [Float32Array.from([1, 0.5]), Float32Array.from([0, -0.5])] })
    expect(Array.from(mono)).toEqual([0.5, 0])
  })
})
