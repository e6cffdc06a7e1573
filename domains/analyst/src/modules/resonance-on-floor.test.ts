import { applyBiquad, cookbookBiquad } from '@mindwire/dsp'
import { describe, expect, it } from 'vitest'
import { mixToMono } from '../audio/mix-to-mono.ts'
import { buildCase } from '../eval/build-case.ts'
import type { CaseDescription } from '../eval/case-schema.ts'
import { createRng } from '../eval/rng.ts'
import { moduleVerdict } from '../testing/module-verdict.ts'
import { peakingBandExcessDb } from '../testing/peaking-closed-form.ts'
import { wavRoundTrip } from '../testing/wav-round-trip.ts'
import { floorResonance } from './dsp/floor-resonance.ts'
import { resonancePeaksModule } from './resonance-peaks.ts'

// A filter colours the floor a source rests on (hiss, room tone, dither) as much as the source. Each take
// goes through a 16-bit WAV and back, so the decoder's own quantisation floor is in it too.
const rate = 48_000
const roundTrip = (samples: Float32Array) => wavRoundTrip(samples, rate)

/** A bowed-like harmonic note on 220 Hz for 1.5 s, then 1.5 s of rest, twice; hiss under it all. */
function noteAndRests(hissDb: number, seed: number): { notes: Float32Array; hiss: Float32Array } {
  const rng = createRng(seed)
  const notes = new Float32Array(rate * 6)
  const hiss = new Float32Array(notes.length)
  const hissGain = 10 ** (hissDb / 20) * Math.sqrt(3)
  for (let i = 0; i < notes.length; i++) {
    const t = i / rate
    if (t % 3 < 1.5)
      for (let k = 1; k <= 20; k++) notes[i]! += (0.3 / k) * Math.sin(2 * Math.PI * 220 * k * t)
    hiss[i] = (rng.next() * 2 - 1) * hissGain
  }
  return { notes, hiss }
}

const sum = (a: Float32Array, b: Float32Array) => a.map((v, i) => v + b[i]!)

/** The floor reading's closed form for a peaking filter (2048-point frames at 48 kHz). */
const expectedExcessDb = (f0: number, q: number, gainDb: number) =>
  peakingBandExcessDb(f0, q, gainDb, rate, 2048)

describe('a resonance read from the floor the source rests on', () => {
  it.each([
    { f0: 2000, q: 5, gainDb: 12 },
    { f0: 700, q: 8, gainDb: 10 },
  ])(
    'finds a +$gainDb dB, Q $q peaking filter at $f0 Hz in the hiss between notes, as its closed form says',
    async (spec) => {
      const { notes, hiss } = noteAndRests(-70, 31)
      const filtered = applyBiquad(
        sum(notes, hiss),
        cookbookBiquad('peaking', spec.f0, spec.q, rate, spec.gainDb),
      )
      const found = floorResonance(await roundTrip(filtered), rate)!
      expect(found.wide).toBe(true)
      expect(Math.abs(Math.log2(found.frequencyHz / spec.f0))).toBeLessThan(1 / 12)
      expect(Math.abs(found.excessDb - expectedExcessDb(spec.f0, spec.q, spec.gainDb))).toBeLessThan(2)
    },
  )

  it('finds nothing in the same take unfiltered, nor when the hiss joins after the filter', async () => {
    const { notes, hiss } = noteAndRests(-70, 32)
    const clean = floorResonance(await roundTrip(sum(notes, hiss)), rate)!
    expect(clean.excessDb).toBeLessThan(3)
    // A preamp's hiss after the resonance is not coloured by it: the floor has nothing to show.
    const after = sum(applyBiquad(notes, cookbookBiquad('peaking', 2000, 5, rate, 12)), hiss)
    expect(floorResonance(await roundTrip(after), rate)!.excessDb).toBeLessThan(3)
  })

  it('has no floor to read in a take that never rests', async () => {
    const { hiss } = noteAndRests(-20, 33)
    expect(
      floorResonance(applyBiquad(hiss, cookbookBiquad('peaking', 2000, 5, rate, 12)), rate),
    ).toBeUndefined()
  })

  // The evaluation's speech synthesiser: its pauses rest on a 16-bit dither floor, its vowels carry
  // formants the partial envelope cannot tell from a filter, so only the floor shows this one.
  const speech = (defects: CaseDescription['defects']): CaseDescription => ({
    id: 'floor',
    source: { kind: 'speech', variant: 'male', seconds: 5, sampleRate: rate, seed: 90_417 },
    defects,
    truth: defects.length ? ['resonance'] : [],
  })
  const verdictOf = async (description: CaseDescription) =>
    moduleVerdict(resonancePeaksModule, await roundTrip(mixToMono(buildCase(description).audio)), rate)

  it('finds a +11 dB resonance at 3.2 kHz on male speech where it rests, and nothing on the same speech clean', async () => {
    const resonance = { label: 'resonance' as const, params: { frequencyHz: 3200, gainDb: 11, q: 4 } }
    const found = await verdictOf(speech([resonance]))
    expect(found).toMatchObject({ detected: true, reading: 'floor' })
    expect(Math.abs(Math.log2(Number(found.frequencyHz) / 3200))).toBeLessThan(1 / 12)
    // Without the floor, the partial envelope alone misses it: the voice's own formants stand as high.
    expect(
      await moduleVerdict(
        resonancePeaksModule,
        await roundTrip(mixToMono(buildCase(speech([resonance])).audio)),
        rate,
        { floorReading: false },
      ),
    ).toMatchObject({ detected: false })
    expect(await verdictOf(speech([]))).toMatchObject({ detected: false })
  })
})
