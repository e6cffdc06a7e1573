import { cascadeMagnitudeDb, peaking } from '@mindwire/dsp'
import { describe, expect, it } from 'vitest'
import { createRng } from '../rng.ts'
import { gainToDb, rms, toneAmplitude } from '../signal.ts'
import { renderSource } from '../synth/source.ts'
import { injectClipping } from './clipping.ts'
import { injectDcOffset } from './dc-offset.ts'
import { injectDropouts } from './dropout.ts'
import { injectHum } from './hum.ts'
import { injectMuffled } from './muffled.ts'
import { injectNoise } from './noise.ts'
import { injectResonance } from './resonance.ts'

const SR = 48000
const speech = () => renderSource({ kind: 'speech', seed: 11, seconds: 2, sampleRate: SR }).channels
const music = () => renderSource({ kind: 'music', seed: 12, seconds: 2, sampleRate: SR }).channels
const whiteNoise = () => {
  const rng = createRng(3)
  return [Float32Array.from({ length: SR }, () => 0.1 * rng.gauss())]
}
const bandEnergy = (x: Float32Array, f: number) => toneAmplitude(x, SR, f)

describe('defect injection', () => {
  it('clipping flattens the set share of samples at full scale', () => {
    const channels = music()
    injectClipping(channels, 2, 0, channels[0]!.length)
    const clipped = channels[0]!.filter((s) => Math.abs(s) >= 1).length / channels[0]!.length
    expect(clipped).toBeGreaterThan(0.018)
    expect(clipped).toBeLessThan(0.022)
  })

  it('hum adds the mains fundamental and harmonics at the set level re the signal', () => {
    const channels = speech()
    const clean = channels[0]!.slice()
    const amplitude = injectHum(
      channels,
      SR,
      { frequency: 50, levelDb: -20, harmonics: 4 },
      0,
      clean.length,
      createRng(1),
    )
    const hum = channels[0]!.map((s, i) => s - clean[i]!)
    expect(gainToDb(rms(hum) / rms(clean))).toBeCloseTo(-20, 0)
    expect(bandEnergy(channels[0]!, 50)).toBeGreaterThan(10 * bandEnergy(clean, 50))
    expect(bandEnergy(hum, 150)).toBeCloseTo(amplitude / 3, 2)
  })

  it('noise lands at the set SNR, computed from the known noise', () => {
    for (const color of ['white', 'pink'] as const) {
      const channels = speech()
      const clean = channels[0]!.slice()
      const noise = injectNoise(channels, { snrDb: 12, color }, 0, clean.length, createRng(2))
      expect(gainToDb(rms(clean) / rms(noise))).toBeCloseTo(12, 1)
      const residual = channels[0]!.map((s, i) => s - clean[i]! - noise[i]!)
      expect(Math.max(...residual.map(Math.abs))).toBeLessThan(1e-6)
    }
  })

  it('dropouts are exact zeros of the set length at the set times, and nothing else changes', () => {
    const channels = music()
    const clean = channels[0]!.slice()
    const zeroed = injectDropouts(channels, SR, { atMs: [500, 1200], lengthMs: 40 })
    expect(zeroed).toBe(2 * 1920)
    expect(channels[0]!.subarray(24000, 24000 + 1920).every((s) => s === 0)).toBe(true)
    expect(channels[0]!.subarray(57600, 57600 + 1920).every((s) => s === 0)).toBe(true)
    expect(channels[0]![23999]).toBe(clean[23999])
    expect(channels[0]![24000 + 1920]).toBe(clean[24000 + 1920])
  })

  it('a DC offset moves the mean by the offset within its span only', () => {
    const channels = speech()
    const clean = channels[0]!.slice()
    injectDcOffset(channels, 0.1, 48000, 96000)
    const mean = (x: Float32Array, a: number, b: number) =>
      x.subarray(a, b).reduce((s, v) => s + v, 0) / (b - a)
    expect(mean(channels[0]!, 48000, 96000) - mean(clean, 48000, 96000)).toBeCloseTo(0.1, 5)
    expect(channels[0]!.subarray(0, 48000)).toEqual(clean.subarray(0, 48000))
  })

  it('a resonance boosts white noise at f0 by the biquad gain and leaves far bands alone', () => {
    const coefficients = peaking(2000, 12, 6, SR)
    expect(cascadeMagnitudeDb([coefficients], 2000, SR)).toBeCloseTo(12, 5)
    expect(cascadeMagnitudeDb([coefficients], 200, SR)).toBeCloseTo(0, 0)
    const tone = [Float32Array.from({ length: SR }, (_, i) => 0.1 * Math.sin((2 * Math.PI * 2000 * i) / SR))]
    injectResonance(tone, SR, { frequencyHz: 2000, gainDb: 12, q: 6 }, 0, SR)
    // Past the filter's settling time the steady tone comes out 12 dB louder.
    expect(gainToDb(toneAmplitude(tone[0]!, SR, 2000, SR / 2, SR) / 0.1)).toBeCloseTo(12, 0)
  })

  it('muffling removes the energy above the cutoff and keeps the energy below', () => {
    const channels = whiteNoise()
    const clean = channels[0]!.slice()
    injectMuffled(channels, SR, { cutoffHz: 2000, order: 8 }, 0, SR)
    expect(bandEnergy(channels[0]!, 6000) / bandEnergy(clean, 6000)).toBeLessThan(0.01)
    expect(bandEnergy(channels[0]!, 500) / bandEnergy(clean, 500)).toBeGreaterThan(0.8)
    const probe = [Float32Array.from({ length: SR }, (_, i) => Math.sin((2 * Math.PI * 4000 * i) / SR))]
    injectMuffled(probe, SR, { cutoffHz: 2000, order: 8 }, 0, SR)
    // An 8-pole Butterworth is 48 dB down one octave above its cutoff (a little more once bilinear-warped).
    const octaveUp = gainToDb(toneAmplitude(probe[0]!, SR, 4000, SR / 2, SR))
    expect(octaveUp).toBeLessThan(-47)
    expect(octaveUp).toBeGreaterThan(-52)
  })

  it('a defect with a time span leaves the file outside the span untouched', () => {
    const channels = speech()
    const clean = channels[0]!.slice()
    injectHum(channels, SR, { frequency: 60, levelDb: -15, harmonics: 3 }, 24000, 72000, createRng(4))
    injectNoise(channels, { snrDb: 10, color: 'pink' }, 24000, 72000, createRng(5))
    injectResonance(channels, SR, { frequencyHz: 1000, gainDb: 12, q: 4 }, 24000, 72000)
    expect(channels[0]!.subarray(0, 24000)).toEqual(clean.subarray(0, 24000))
    expect(channels[0]!.subarray(72000)).toEqual(clean.subarray(72000))
    expect(rms(channels[0]!, 30000, 66000)).toBeGreaterThan(rms(clean, 30000, 66000))
  })
})
