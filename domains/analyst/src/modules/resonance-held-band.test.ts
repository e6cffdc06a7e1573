import { describe, expect, it } from 'vitest'
import { devCaseAudio } from '../testing/dev-case.ts'
import { moduleVerdict } from '../testing/module-verdict.ts'
import { musicTake } from '../testing/music-take.ts'
import { stableBands } from './dsp/stable-bands.ts'
import { resonancePeaksModule } from './resonance-peaks.ts'

const devCase = (set: string, id: string) => {
  const { samples, sampleRate } = devCaseAudio(set, id)
  return moduleVerdict(resonancePeaksModule, samples, sampleRate)
}

describe('a band held through the chord changes', () => {
  it('counts as wide as a Q 10 filter, under the quarter octave a voice-like bump must span', async () => {
    // Strings that never rest (no floor, no hits), a 1,720 Hz resonance of Q 9.7: the band tops its flanks
    // in nearly every frame, narrower than a quarter octave.
    const values = await devCase('dev3', 'dev3-music-resonance-09')
    expect(values).toMatchObject({ detected: true, reading: 'partials' })
    expect(Number(values.widthOct)).toBeLessThan(0.25)
    expect(Number(values.consistency)).toBeGreaterThanOrEqual(0.9)
    expect(Math.abs(Math.log2(Number(values.frequencyHz) / 1720))).toBeLessThan(0.15)
  })

  it('leaves clean strings and organ clean', async () => {
    expect(await devCase('dev2', 'dev2-clean-music-strings-41')).toMatchObject({ detected: false })
    expect(await devCase('dev', 'dev-clean-music-organ-05')).toMatchObject({ detected: false })
  })

  // Held chords from the evaluation's synthesiser, seeds no set uses, through a 16-bit WAV: a filter over
  // them lifts one partial at a time, so nearly all the band's power sits in one line, as a held note's
  // would. On real recordings such lines were held notes three times in four (issue 42), so the partials
  // alone no longer count one: the organ's lifted partial is left to the floor, which it does not reach.
  it.each([
    { variant: 'organ' as const, seed: 81_013 },
    { variant: 'strings' as const, seed: 81_014 },
  ])(
    'does not count a single held partial of $variant that a filter lifted, from the partials alone',
    async ({ variant, seed }) => {
      const rate = 44_100
      const filtered = await musicTake(variant, seed, rate, [
        { label: 'resonance', params: { frequencyHz: 660, gainDb: 15, q: 8 } },
      ])
      const band = stableBands(filtered, rate, false).partials.find(
        (c) => Math.abs(Math.log2(c.frequencyHz / 660)) < 0.1 && c.prominenceDb >= 9.5,
      )
      expect(band?.lineShare).toBeGreaterThanOrEqual(0.8)
      const values = await moduleVerdict(resonancePeaksModule, filtered, rate)
      expect(values.reading).not.toBe('partials')
      expect(
        await moduleVerdict(resonancePeaksModule, await musicTake(variant, seed, rate), rate),
      ).toMatchObject({
        detected: false,
      })
    },
  )

  it('still takes a lone tone for a tone: its line stands 30 dB and more over its flanks', async () => {
    const { samples, sampleRate } = devCaseAudio('dev', 'dev-broadband_noise-mild')
    const lines = stableBands(samples, sampleRate, false).partials.filter((c) => c.lineShare >= 0.8)
    expect(Math.max(...lines.map((c) => c.prominenceDb))).toBeGreaterThan(24)
    expect(await devCase('dev', 'dev-broadband_noise-mild')).toMatchObject({ detected: false })
  })
})
