import { applyBiquad, cookbookBiquad } from '@mindwire/dsp'
import { describe, expect, it } from 'vitest'
import { mixToMono } from '../audio/mix-to-mono.ts'
import { buildCase } from '../eval/build-case.ts'
import type { CaseDescription } from '../eval/case-schema.ts'
import { createRng } from '../eval/rng.ts'
import { moduleVerdict } from '../testing/module-verdict.ts'
import { peakingBandExcessDb } from '../testing/peaking-closed-form.ts'
import { wavRoundTrip } from '../testing/wav-round-trip.ts'
import { hitResonance } from './dsp/hit-resonance.ts'
import { resonancePeaksModule } from './resonance-peaks.ts'

// A kit's hits are noise: what each adds to the frame before it is that noise through the chain, with the
// notes sounding through both frames cancelled. Each take goes through a 16-bit WAV and back.
const rate = 48_000
const roundTrip = (samples: Float32Array) => wavRoundTrip(samples, rate)

/** A held chord (220, 277, 330 Hz, 8 harmonics at 1/k) that never rests, for 5 s. */
function chord(): Float32Array {
  const out = new Float32Array(rate * 5)
  for (let i = 0; i < out.length; i++)
    for (const f of [220, 277.2, 329.6])
      for (let k = 1; k <= 8; k++) out[i]! += (0.03 / k) * Math.sin((2 * Math.PI * f * k * i) / rate)
  return out
}

/** Hi-hat-like hits every 125 ms: differenced white noise dying in ~11 ms, as a kit's closed hat. */
function hats(seed: number): Float32Array {
  const rng = createRng(seed)
  const out = new Float32Array(rate * 5)
  const every = Math.round(rate * 0.125)
  for (let start = 0; start < out.length; start += every) {
    let last = 0
    for (let n = 0; n < rate * 0.05 && start + n < out.length; n++) {
      const noise = rng.gauss()
      out[start + n] = 0.12 * Math.exp((-90 * n) / rate) * (noise - last)
      last = noise
    }
  }
  return out
}

const sum = (a: Float32Array, b: Float32Array) => a.map((v, i) => v + b[i]!)

describe('a resonance read from what each hit of a kit adds', () => {
  it.each([
    { f0: 2500, q: 5, gainDb: 12 },
    { f0: 1400, q: 8, gainDb: 11 },
  ])(
    'finds a +$gainDb dB, Q $q peaking filter at $f0 Hz over a held chord, up to 4 dB under its closed form',
    async (spec) => {
      const filtered = applyBiquad(
        sum(chord(), hats(41)),
        cookbookBiquad('peaking', spec.f0, spec.q, rate, spec.gainDb),
      )
      const found = hitResonance(await roundTrip(filtered), rate)!
      expect(found.hits).toBeGreaterThanOrEqual(30)
      expect(found.wide).toBe(true)
      expect(Math.abs(Math.log2(found.frequencyHz / spec.f0))).toBeLessThan(1 / 12)
      // The hat's noise rises ~6 dB per octave: the bell is read against the mean of its sides, which the
      // tilt passes through. It reads low, by 1.5–3.5 dB here (a median over hits whose noise scatters is
      // not their mean, and not every hit rose in every bin of the band), so the pin is an under-reading.
      const expected = peakingBandExcessDb(spec.f0, spec.q, spec.gainDb, rate, 1024, 'mean')
      expect(found.excessDb).toBeGreaterThan(expected - 4)
      expect(found.excessDb).toBeLessThan(expected + 1)
    },
  )

  it('reads under 4 dB (a finding needs 6) on the same take unfiltered, and when the hits join after the filter', async () => {
    expect(hitResonance(await roundTrip(sum(chord(), hats(42))), rate)!.excessDb).toBeLessThan(4)
    // Hits added after the resonance (a second, unfiltered track) are not coloured by it.
    const after = sum(applyBiquad(chord(), cookbookBiquad('peaking', 2500, 5, rate, 12)), hats(42))
    expect(hitResonance(await roundTrip(after), rate)!.excessDb).toBeLessThan(4)
  })

  it('reads nothing where there is no kit: a chord alone has no noise-like hits', async () => {
    expect(hitResonance(await roundTrip(chord()), rate)).toBeUndefined()
  })

  // The evaluation's plucked strings with a kit, never resting: no floor, and partials too sparse at
  // 2.6 kHz for the envelope to show the bell; only the hits show it.
  const pluck = (defects: CaseDescription['defects']): CaseDescription => ({
    id: 'hits',
    source: { kind: 'music', variant: 'pluck', seconds: 6, sampleRate: rate, seed: 77_123 },
    defects,
    truth: defects.length ? ['resonance'] : [],
  })
  const verdictOf = async (description: CaseDescription, params: Record<string, unknown> = {}) =>
    moduleVerdict(
      resonancePeaksModule,
      await roundTrip(mixToMono(buildCase(description).audio)),
      rate,
      params,
    )

  it('finds a +13 dB resonance at 2.6 kHz on plucked strings with a kit, and nothing on them clean', async () => {
    const resonance = { label: 'resonance' as const, params: { frequencyHz: 2600, gainDb: 13, q: 6 } }
    const found = await verdictOf(pluck([resonance]))
    expect(found).toMatchObject({ detected: true, reading: 'hits' })
    expect(Math.abs(Math.log2(Number(found.frequencyHz) / 2600))).toBeLessThan(1 / 12)
    expect(await verdictOf(pluck([resonance]), { hitReading: false })).toMatchObject({ detected: false })
    expect(await verdictOf(pluck([]))).toMatchObject({ detected: false })
  })
})
