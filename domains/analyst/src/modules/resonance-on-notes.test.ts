import { describe, expect, it } from 'vitest'
import { mixToMono } from '../audio/mix-to-mono.ts'
import { buildCase } from '../eval/build-case.ts'
import { moduleVerdict } from '../testing/module-verdict.ts'
import { musicTake } from '../testing/music-take.ts'
import { bellNear, noteTimbre, strongestBell } from './dsp/note-timbre.ts'
import { resonancePeaksModule } from './resonance-peaks.ts'

// Music that never rests, from the evaluation's synthesiser with seeds no set uses, through a 16-bit WAV.
const rate = 44_100
type Variant = 'strings' | 'organ'
const take = (
  variant: Variant,
  seed: number,
  resonance?: { frequencyHz: number; gainDb: number; q: number },
) => musicTake(variant, seed, rate, resonance ? [{ label: 'resonance', params: resonance }] : [])

describe('a resonance read through the notes (timbre by harmonic, the filter by hertz)', () => {
  it.each([
    { variant: 'strings' as const, seed: 81_005, frequencyHz: 1600, gainDb: 15, q: 9 },
    { variant: 'organ' as const, seed: 81_002, frequencyHz: 1600, gainDb: 15, q: 9 },
    { variant: 'organ' as const, seed: 81_002, frequencyHz: 700, gainDb: 16, q: 8 },
  ])(
    'finds a +$gainDb dB, Q $q resonance at $frequencyHz Hz on $variant that the partials alone miss, and nothing clean',
    async ({ variant, seed, frequencyHz, gainDb, q }) => {
      const filtered = await take(variant, seed, { frequencyHz, gainDb, q })
      const found = await moduleVerdict(resonancePeaksModule, filtered, rate, { timbreReading: true })
      expect(found).toMatchObject({ detected: true })
      expect(Math.abs(Math.log2(Number(found.frequencyHz) / frequencyHz))).toBeLessThan(0.15)
      expect(
        await moduleVerdict(resonancePeaksModule, filtered, rate, { timbreReading: false }),
      ).toMatchObject({
        detected: false,
      })
      expect(
        await moduleVerdict(resonancePeaksModule, await take(variant, seed), rate, { timbreReading: true }),
      ).toMatchObject({
        detected: false,
      })
    },
  )

  it('puts the bell where the filter is, reads it there, and tells held notes from a gliding voice', async () => {
    const fit = noteTimbre(await take('strings', 81_005, { frequencyHz: 1600, gainDb: 15, q: 9 }), rate)!
    const bell = strongestBell(fit)!
    expect(Math.abs(Math.log2(bell.frequencyHz / 1600))).toBeLessThan(1 / 6)
    expect(bell.contrastDb).toBeGreaterThan(4)
    expect(bellNear(fit, 1600, 0.1)).toBeGreaterThan(4)
    // An octave away H is flat: the reading at a band is of that band.
    expect(bellNear(fit, 800, 0.1) ?? 0).toBeLessThan(3)
    expect(fit.heldShare).toBeGreaterThan(0.5)
    const voice = buildCase({
      id: 'voice',
      source: { kind: 'speech', variant: 'female', seconds: 5, sampleRate: rate, seed: 81_007 },
      defects: [],
      truth: [],
    }).audio
    expect(noteTimbre(mixToMono(voice), rate)?.heldShare ?? 0).toBeLessThan(0.3)
  })
})
