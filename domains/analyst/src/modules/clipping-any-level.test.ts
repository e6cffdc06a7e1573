import { describe, expect, it } from 'vitest'
import { buildCase } from '../eval/build-case.ts'
import type { CaseDescription } from '../eval/case-schema.ts'
import { deliver } from '../eval/real/deliver.ts'
import { moduleVerdict } from '../testing/module-verdict.ts'
import { clippingDetectorModule } from './clipping-detector.ts'

// Clipping read at the take's own ceiling: a clipped take turned down afterwards, or sent through MP3,
// is still clipped; a clean take through MP3, and a clean tone, are not.
const sampleRate = 44_100
const music = { kind: 'music', variant: 'piano', seconds: 4, sampleRate, seed: 424 } as const
const clipped = (delivery: CaseDescription['delivery']): CaseDescription => ({
  id: 'clip',
  source: music,
  defects: [{ label: 'clipping', params: { percent: 2 } }],
  truth: ['clipping'],
  ...(delivery && { delivery }),
})
const verdictOf = async (description: CaseDescription) => {
  const audio = await deliver(buildCase(description).audio, description.delivery)
  return moduleVerdict(clippingDetectorModule, audio.channels[0]!, audio.sampleRate)
}

describe('clipping at any level and after MP3', () => {
  it('finds 2 % clipping turned down 3 dB by its flat runs at the take’s own peak', async () => {
    const values = await verdictOf(clipped({ gainDb: -3 }))
    expect(values).toMatchObject({ detected: true })
    expect(Number(values.clippedFraction)).toBeGreaterThan(0.01)
    expect(Number(values.ceilingDbfs)).toBeCloseTo(-3, 1)
  })

  it('finds 2 % clipping after MP3 at 160 kbit/s, where no flat run is left, by the pile-up at the top', async () => {
    const values = await verdictOf(clipped({ gainDb: -2, mp3Kbps: 160 }))
    expect(values).toMatchObject({ detected: true })
    expect(Number(values.tailRatio)).toBeLessThan(1.03)
  })

  it('leaves the same music alone when it is clean, through MP3 too', async () => {
    const clean: CaseDescription = {
      id: 'clean',
      source: music,
      defects: [],
      truth: [],
      delivery: { mp3Kbps: 160 },
    }
    expect(await verdictOf(clean)).toMatchObject({ detected: false })
  })

  it('leaves a clean sine at −6 dBFS alone although its crests pile up at its peak by nature', async () => {
    const tone: CaseDescription = {
      id: 'tone',
      source: { kind: 'tone', variant: 'sine', seconds: 2, sampleRate, seed: 3 },
      defects: [],
      truth: [],
    }
    expect(await verdictOf(tone)).toMatchObject({ detected: false })
  })
})
