import { describe, expect, it } from 'vitest'
import { devCaseAudio } from '../testing/dev-case.ts'
import { moduleVerdict } from '../testing/module-verdict.ts'
import { resonancePeaksModule } from './resonance-peaks.ts'

// Dev cases (espeak-ng speech, needs espeak-ng).
const devCase = (set: string, id: string, params: Record<string, unknown> = {}) => {
  const { samples, sampleRate } = devCaseAudio(set, id)
  return moduleVerdict(resonancePeaksModule, samples, sampleRate, params)
}

describe('the floor confirms a band the partials lift', () => {
  it('finds a resonance under a low-pass, where one partial carries the band and only the floor in that band can say', async () => {
    // 376 Hz, +13.7 dB, Q 4.6, then a low-pass at 2.3 kHz: a male voice's partials read the band as one line
    // (line share ≥ 0.8), and the low-pass's dead top keeps the whole-floor reading from a verdict.
    const id = 'dev5-pair-resonance+muffled'
    expect(await devCase('dev5', id, { floorConfirm: false })).toMatchObject({ detected: false })
    const values = await devCase('dev5', id)
    expect(values).toMatchObject({ detected: true, reading: 'partials' })
    expect(Math.abs(Math.log2(Number(values.frequencyHz) / 376))).toBeLessThan(0.15)
  })

  it('leaves a clean take clean where the partials lift a band the floor under it does not', async () => {
    // A formant region of en-us+f3 near 480 Hz reads 7 dB in the partials; its floor stands 4 dB, not 6.
    expect(await devCase('dev5', 'dev5-clean-tts-en-us+f3-12')).toMatchObject({ detected: false })
  })
})
