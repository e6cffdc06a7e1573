import { describe, expect, it } from 'vitest'
import { devCaseAudio } from '../testing/dev-case.ts'
import { moduleVerdict } from '../testing/module-verdict.ts'
import { resonancePeaksModule } from './resonance-peaks.ts'

const devCase = (set: string, id: string, params: Record<string, unknown> = {}) => {
  const { samples, sampleRate } = devCaseAudio(set, id)
  return moduleVerdict(resonancePeaksModule, samples, sampleRate, params)
}

describe('the partials a filter lifts, read where they land', () => {
  it('finds a narrow band between an organ chord’s sparse partials that the envelope averages away', async () => {
    // Organ that never rests, a 415 Hz resonance of +16.8 dB, Q 7.1: between partials the interpolated
    // envelope hardly rises, while the partials that land in the band stand ~17 dB over their flanks.
    const values = await devCase('dev3', 'dev3-music-resonance-06')
    expect(values).toMatchObject({ detected: true, reading: 'lifted-partials' })
    expect(Math.abs(Math.log2(Number(values.frequencyHz) / 415))).toBeLessThan(0.15)
    const without = await devCase('dev3', 'dev3-music-resonance-06', { liftedReading: false })
    expect(without).toMatchObject({ detected: false })
  })

  it('leaves a clean piano’s strong held partial and a clean voice’s formants alone', async () => {
    // The piano's partial stands 12.1 dB over its flanks (under 13.5); the voice's stand 16–18 dB, but glide.
    const piano = await devCase('dev3', 'dev3-clean-music-piano-31')
    expect(piano).toMatchObject({ detected: false })
    expect(Number(piano.liftedPartialDb)).toBeLessThan(13.5)
    const voice = await devCase('dev5', 'dev5-clean-tts-fr-07')
    expect(voice).toMatchObject({ detected: false })
    expect(Number(voice.liftedPartialDb)).toBeGreaterThan(13.5)
    expect(Number(voice.liftedSteadyShare)).toBeLessThan(0.7)
  })
})
