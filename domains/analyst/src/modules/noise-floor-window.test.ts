import { describe, expect, it } from 'vitest'
import { devCaseAudio } from '../testing/dev-case.ts'
import { moduleVerdict } from '../testing/module-verdict.ts'
import { noiseFloorModule } from './noise-floor.ts'

// Dev cases (espeak-ng speech, needs espeak-ng).
const devCase = (set: string, id: string) => {
  const { samples, sampleRate } = devCaseAudio(set, id)
  return moduleVerdict(noiseFloorModule, samples, sampleRate)
}

describe('the window where the floor rose most', () => {
  it('is not a stretch clipped so often that only its loudest content is left to read a floor from', async () => {
    // Clipped at most peaks, with gaps: the quarter whose floor "rose" kept one frame of 19.
    const values = await devCase('dev6', 'dev6-pair-clipping+dropout')
    expect(values).toMatchObject({ detected: false })
    expect(Number(values.clippedFrames)).toBeGreaterThan(0)
  })

  it('still finds noise over part of a take, where every frame of the window is there to read', async () => {
    const values = await devCase('dev6', 'dev6-broadband_noise-partial')
    expect(values).toMatchObject({ detected: true })
    expect(Number(values.windowRiseDb)).toBeGreaterThanOrEqual(30)
  })

  it('finds noise over part of a quiet take, whose floor it lifts far less than a bright take’s', async () => {
    // Room tone ~40 dB under the voice: pink noise at 23 dB SNR over 2.7–5.1 s lifts a quarter's floor ~13 dB.
    const values = await devCase('scan-partial-noise', 'part-quiet-speech-32000-2')
    expect(values).toMatchObject({ detected: true })
    expect(Number(values.windowRiseDb)).toBeLessThan(30)
  })

  it('does not call a clean quiet take noisy where one quarter’s floor rose as far, but with the voice', async () => {
    const values = await devCase('scan-clean', 'scan-quiet-speech-32000')
    expect(values).toMatchObject({ detected: false })
    expect(Number(values.windowRiseDb)).toBeGreaterThan(12)
  })
})
