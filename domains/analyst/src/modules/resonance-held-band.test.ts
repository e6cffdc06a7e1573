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

  it('leaves clean strings and organ clean', async () => {
    expect(await devCase('dev2', 'dev2-clean-music-strings-41')).toMatchObject({ detected: false })
    expect(await devCase('dev', 'dev-clean-music-organ-05')).toMatchObject({ detected: false })
  })
})
