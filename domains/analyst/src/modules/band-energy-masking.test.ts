import { describe, expect, it } from 'vitest'
import { decodeAudio } from '../audio/decode-audio.ts'
import { mixToMono } from '../audio/mix-to-mono.ts'
import { encodeWav } from '../audio/wav-codec.ts'
import { buildCase } from '../eval/build-case.ts'
import type { CaseDescription, DefectSpec } from '../eval/case-schema.ts'
import { moduleVerdict } from '../testing/module-verdict.ts'
import { bandEnergyModule } from './band-energy.ts'
import { clippedRuns } from './dsp/clipped-runs.ts'
import { bridgeClips } from './dsp/intact-frames.ts'

// A low-passed take that is also clipped or has gaps, written to a 16-bit WAV and decoded back. The
// truth is the same take without the second defect: the muffled verdict must read its high-band drop
// from the frames the clip corners and gap edges did not reach, not from their splatter.
const muffled: DefectSpec = { label: 'muffled', params: { cutoffHz: 1516, order: 8 } }
const take = (source: CaseDescription['source'], second?: DefectSpec): CaseDescription => ({
  id: 'masking',
  source,
  defects: second ? [muffled, second] : [muffled],
  truth: second ? (['muffled', second.label] as CaseDescription['truth']).sort() : ['muffled'],
})

async function verdictOf(description: CaseDescription) {
  const { audio } = buildCase(description)
  const decoded = await decodeAudio(encodeWav(audio, 'pcm16'), 'take.wav')
  return moduleVerdict(bandEnergyModule, mixToMono(decoded), decoded.sampleRate)
}

describe('muffled under clipping or dropouts', () => {
  it('reads a low-passed speech take with two 80 ms gaps as muffled, near the drop of the same take without them', async () => {
    const source = { kind: 'quiet', variant: 'speech', seconds: 6, sampleRate: 48_000, seed: 1406 } as const
    const gaps: DefectSpec = { label: 'dropout', params: { atMs: [2010, 3250], lengthMs: 80 } }
    const truth = await verdictOf(take(source))
    const masked = await verdictOf(take(source, gaps))
    expect(masked).toMatchObject({ detected: true })
    expect(Math.abs(Number(masked.highBandDropDb) - Number(truth.highBandDropDb))).toBeLessThan(10)
  })

  it('reads a low-passed piano take with 2.3 % of its samples clipped as muffled', async () => {
    const source = { kind: 'music', variant: 'piano', seconds: 5, sampleRate: 48_000, seed: 1420 } as const
    const clipped: DefectSpec = { label: 'clipping', params: { percent: 2.3 } }
    const truth = await verdictOf(take(source))
    const masked = await verdictOf(take(source, clipped))
    expect(masked).toMatchObject({ detected: true })
    expect(Math.abs(Number(masked.highBandDropDb) - Number(truth.highBandDropDb))).toBeLessThan(15)
  })

  it('reads low-passed sustained strings clipped at every peak (3.5 % of samples) as muffled, from the frames between the clips', async () => {
    const source = {
      kind: 'music',
      variant: 'strings',
      seconds: 5,
      sampleRate: 44_100,
      seed: 90_533,
    } as const
    const clipped: DefectSpec = { label: 'clipping', params: { percent: 3.5 } }
    const masked = await verdictOf(take(source, clipped))
    expect(masked).toMatchObject({ detected: true })
    // The same strings clipped alike but not low-passed keep their 4–8 kHz octave: not muffled.
    const plain = await verdictOf({ id: 'clipped', source, defects: [clipped], truth: ['clipping'] })
    expect(plain).toMatchObject({ detected: false })
    expect(Number(masked.highBandDropDb) - Number(plain.highBandDropDb)).toBeGreaterThan(20)
  })
})

describe('muffled, written as a 16-bit file', () => {
  it('reads a low-passed piano take as muffled though its filter skirt stands over the 16-bit floor at 4 kHz', async () => {
    const source = { kind: 'music', variant: 'piano', seconds: 5, sampleRate: 48_000, seed: 1420 } as const
    const { audio } = buildCase(take(source))
    const decoded = await decodeAudio(encodeWav(audio, 'pcm16'), 'take.wav')
    const values = await moduleVerdict(bandEnergyModule, mixToMono(decoded), decoded.sampleRate)
    expect(Number(values.contentEdgeHz)).toBeGreaterThanOrEqual(4000)
    expect(values).toMatchObject({ detected: true })
  })
})

describe('bridging a clipped top', () => {
  it('restores a clipped sine peak to within 2 % of its true height, over the clip level', () => {
    const rate = 48_000
    const sine = Float32Array.from({ length: 4800 }, (_, i) => Math.sin((2 * Math.PI * 220 * i) / rate))
    const clipped = sine.map((x) => Math.max(-0.8, Math.min(0.8, x)))
    const runs = clippedRuns(clipped, 0.8, 3)
    expect(runs.length).toBeGreaterThan(10)
    const bridged = bridgeClips(clipped, runs)
    let worst = 0
    for (const { start, end } of runs.slice(1, -1))
      for (let i = start; i < end; i++) worst = Math.max(worst, Math.abs(bridged[i]! - sine[i]!))
    expect(worst).toBeLessThan(0.02 * 1)
    expect(Math.max(...bridged)).toBeGreaterThan(0.95)
  })
})
