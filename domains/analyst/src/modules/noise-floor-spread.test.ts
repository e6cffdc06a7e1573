import { describe, expect, it } from 'vitest'
import { devCaseAudio } from '../testing/dev-case.ts'
import { moduleVerdict } from '../testing/module-verdict.ts'
import { noiseFloorModule } from './noise-floor.ts'

// Dev cases (espeak-ng speech, needs espeak-ng): a clean Mandarin take whose syllables leave no rests, and
// noise over the whole take and over part of it.
const devCase = (set: string, id: string) => {
  const { samples, sampleRate } = devCaseAudio(set, id)
  return moduleVerdict(noiseFloorModule, samples, sampleRate)
}

describe('a noise floor spread over the take, or risen where noise came in', () => {
  it('does not call a clean voice noisy when its floor is stationary over a small share and never rose', async () => {
    const values = await devCase('dev4', 'dev4-clean-tts-cmn+f2-04')
    expect(values).toMatchObject({ detected: false, restsBeneath: false })
    // The reading alone would have been a finding: under 28 dB SNR, a share over the 0.06 of any noise.
    expect(Number(values.snrDb)).toBeLessThan(28)
    expect(Number(values.stationaryShare)).toBeGreaterThan(0.06)
    expect(Number(values.stationaryShare)).toBeLessThan(0.45)
    expect(Number(values.floorStepDb)).toBeLessThan(12)
  })

  it('finds noise over the whole take, stationary over most of its floor', async () => {
    const values = await devCase('dev5', 'dev5-broadband_noise-light')
    expect(values).toMatchObject({ detected: true })
    expect(Number(values.stationaryShare)).toBeGreaterThanOrEqual(0.45)
  })

  it('finds noise over part of a take by the step it lifts one third’s floor by, however small its share', async () => {
    const values = await devCase('dev5', 'dev5-broadband_noise-partial')
    expect(values).toMatchObject({ detected: true })
    expect(Number(values.stationaryShare)).toBeLessThan(0.45)
    expect(Number(values.floorStepDb)).toBeGreaterThanOrEqual(12)
  })
})
