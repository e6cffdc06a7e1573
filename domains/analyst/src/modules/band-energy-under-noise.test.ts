import { describe, expect, it } from 'vitest'
import { mixToMono } from '../audio/mix-to-mono.ts'
import { buildCase } from '../eval/build-case.ts'
import type { DefectSpec } from '../eval/case-schema.ts'
import { wavRoundTrip } from '../testing/wav-round-trip.ts'
import { bandEnergyModule } from './band-energy.ts'

// A low-passed voice under noise added after the filter, beside its twin with the noise alone: the formant
// synthesiser's male voice, a seed no set uses, through a 16-bit WAV. The noise fills the band the filter
// emptied; the content's edge, a cliff, is what is left to read.
const rate = 32_000
const noise: DefectSpec = { label: 'broadband_noise', params: { snrDb: 18, color: 'pink' } }
const lowPass: DefectSpec = { label: 'muffled', params: { cutoffHz: 1800, order: 8 } }

async function verdictOf(defects: DefectSpec[]) {
  const { audio } = buildCase({
    id: 'under-noise',
    source: { kind: 'speech', variant: 'male', seconds: 5, sampleRate: rate, seed: 87_005 },
    defects,
    truth: defects.map((d) => d.label).sort() as never,
  })
  const samples = await wavRoundTrip(mixToMono(audio), rate)
  const { evidence } = await bandEnergyModule.run(
    { format: 'audio', sampleRate: rate, samples },
    bandEnergyModule.params.parse({}),
    { evidenceId: 't' },
  )
  return evidence.find((e) => e.category === 'anomaly')!.values
}

describe('muffled under noise', () => {
  it('finds the cut-off where a band of noise alone, a little over its floor, stands just above the cliff', async () => {
    const muffled = await verdictOf([lowPass, noise])
    expect(muffled).toMatchObject({ detected: true })
    // The edge is the last band the content stands out in: under the cut-off, not the noise band above it.
    expect(Number(muffled.contentEdgeHz)).toBeLessThan(1800)
    const alone = await verdictOf([noise])
    expect(alone).toMatchObject({ detected: false })
    expect(Number(alone.contentEdgeHz)).toBeGreaterThan(2400)
  })
})
