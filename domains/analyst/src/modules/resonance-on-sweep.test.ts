import { applyBiquad, cascadeMagnitudeDb, cookbookBiquad } from '@mindwire/dsp'
import { describe, expect, it } from 'vitest'
import { mixToMono } from '../audio/mix-to-mono.ts'
import { buildCase } from '../eval/build-case.ts'
import type { CaseDescription } from '../eval/case-schema.ts'
import { synthTone } from '../eval/synth/tones.ts'
import { moduleVerdict } from '../testing/module-verdict.ts'
import { wavRoundTrip } from '../testing/wav-round-trip.ts'
import { percentile } from './dsp/stats.ts'
import { sweepResonance } from './dsp/sweep-resonance.ts'
import { resonancePeaksModule } from './resonance-peaks.ts'

// A sweep is one partial passing every frequency at a steady level, so the level the take shows as it
// passes is |H| there. Each take goes through a 16-bit WAV and back.

/** The reading's closed form: |H| at the centre over the higher of the median |H| ½–1 octave either side. */
function expectedExcessDb(f0: number, q: number, gainDb: number, rate: number): number {
  const filter = cookbookBiquad('peaking', f0, q, rate, gainDb)
  const side = (sign: number) =>
    percentile(
      Array.from({ length: 13 }, (_, i) =>
        cascadeMagnitudeDb([filter], f0 * 2 ** (sign * (0.5 + i / 24)), rate),
      ),
      50,
    )
  return cascadeMagnitudeDb([filter], f0, rate) - Math.max(side(-1), side(1))
}

describe('a resonance read along a swept tone', () => {
  it.each([
    { f0: 1500, q: 5, gainDb: 12, rate: 48_000 },
    { f0: 400, q: 8, gainDb: 9.5, rate: 22_050 },
    { f0: 2500, q: 3.5, gainDb: 10, rate: 16_000 },
  ])(
    'finds a +$gainDb dB, Q $q peaking filter at $f0 Hz on a sweep at $rate Hz, as its closed form says',
    async ({ f0, q, gainDb, rate }) => {
      // At −20 dBFS, so the filter's peak cannot clip the 16-bit file.
      const sweep = synthTone(3, 4, rate, 'sweep').map((v) => v * 0.1)
      const found = sweepResonance(
        await wavRoundTrip(applyBiquad(sweep, cookbookBiquad('peaking', f0, q, rate, gainDb)), rate),
        rate,
      )!
      expect(found.wide).toBe(true)
      expect(Math.abs(Math.log2(found.frequencyHz / f0))).toBeLessThan(1 / 12)
      expect(Math.abs(found.excessDb - expectedExcessDb(f0, q, gainDb, rate))).toBeLessThan(1.5)
    },
  )

  it('reads nothing over 1 dB on the sweep clean, low-passed or high-passed: a knee has one high side only', async () => {
    const rate = 44_100
    const sweep = synthTone(4, 5, rate, 'sweep').map((v) => v * 0.5)
    const lowPassed = applyBiquad(
      applyBiquad(sweep, cookbookBiquad('lowpass', 2000, 0.54, rate)),
      cookbookBiquad('lowpass', 2000, 1.31, rate),
    )
    for (const take of [sweep, lowPassed, applyBiquad(sweep, cookbookBiquad('highpass', 300, 0.71, rate))])
      expect(sweepResonance(await wavRoundTrip(take, rate), rate)!.excessDb).toBeLessThan(1)
  })

  it('has no sweep to read in a steady tone, nor in a tune of pure tones over three octaves', () => {
    const rate = 48_000
    expect(sweepResonance(synthTone(5, 4, rate, 'sine'), rate)).toBeUndefined()
    // Up and down by semitone steps, 0.1 s a note, 200 Hz to 1.6 kHz and back: three octaves, both ways.
    const steps = [
      ...Array.from({ length: 37 }, (_, i) => i),
      ...Array.from({ length: 36 }, (_, i) => 35 - i),
    ]
    const tune = new Float32Array(steps.length * rate * 0.1)
    let phase = 0
    for (let n = 0; n < tune.length; n++) {
      phase += (2 * Math.PI * 200 * 2 ** (steps[Math.floor(n / (rate * 0.1))]! / 12)) / rate
      tune[n] = 0.3 * Math.sin(phase)
    }
    expect(sweepResonance(tune, rate)).toBeUndefined()
  })

  // The evaluation's sweep (80 Hz to a third of the rate): one peak per frame, so the partial envelope,
  // which needs three, never samples a band, and the sweep never rests on a floor.
  const sweepCase = (defects: CaseDescription['defects']): CaseDescription => ({
    id: 'sweep',
    source: { kind: 'tone', variant: 'sweep', seconds: 4, sampleRate: 32_000, seed: 70_321 },
    defects,
    truth: defects.map((d) => d.label),
  })
  const verdictOf = async (description: CaseDescription, params: Record<string, unknown> = {}) =>
    moduleVerdict(
      resonancePeaksModule,
      await wavRoundTrip(mixToMono(buildCase(description).audio), 32_000),
      32_000,
      params,
    )

  it('finds a +11 dB resonance at 1.2 kHz on the evaluation sweep only through the sweep, and nothing on it clean', async () => {
    const resonance = { label: 'resonance' as const, params: { frequencyHz: 1200, gainDb: 11, q: 6 } }
    const found = await verdictOf(sweepCase([resonance]))
    expect(found).toMatchObject({ detected: true, reading: 'sweep' })
    expect(Math.abs(Math.log2(Number(found.frequencyHz) / 1200))).toBeLessThan(1 / 12)
    expect(await verdictOf(sweepCase([resonance]), { sweepReading: false })).toMatchObject({
      detected: false,
    })
    expect(await verdictOf(sweepCase([]))).toMatchObject({ detected: false })
  })
})
