import { describe, expect, it } from 'vitest'
import { devCaseAudio } from '../testing/dev-case.ts'
import { moduleVerdict } from '../testing/module-verdict.ts'
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

  it('may put most of its power in one partial, where a narrow filter lifts sparse partials', async () => {
    // Strings at 24 kHz, a 1,575 Hz resonance of Q 9.1: one partial carries the band (line share ≥ 0.8),
    // which alone would read as a steady tone; held, and 11 dB over its flanks, not 30–40, it is a band.
    const values = await devCase('dev3', 'dev3-music-resonance-05')
    expect(values).toMatchObject({ detected: true, reading: 'partials' })
    expect(Number(values.lineShare)).toBeGreaterThanOrEqual(0.8)
    expect(Math.abs(Math.log2(Number(values.frequencyHz) / 1575))).toBeLessThan(0.15)
  })

  it('leaves steady tones clean: they stand far higher over their flanks than any filter of the range lifts', async () => {
    // Four steady sines under noise: their lines top their flanks in every frame, 32–40 dB over them.
    expect(await devCase('dev', 'dev-broadband_noise-mild')).toMatchObject({ detected: false })
    expect(await devCase('dev', 'dev-clean-tone-multitone-03')).toMatchObject({ detected: false })
  })

  it('leaves clean strings and organ clean', async () => {
    expect(await devCase('dev2', 'dev2-clean-music-strings-41')).toMatchObject({ detected: false })
    expect(await devCase('dev', 'dev-clean-music-organ-05')).toMatchObject({ detected: false })
  })
})
