import { describe, expect, it } from 'vitest'
import { injectHum } from '../eval/inject/hum.ts'
import { createRng } from '../eval/rng.ts'
import { renderSource } from '../eval/synth/source.ts'
import { moduleVerdict } from '../testing/module-verdict.ts'
import { humDetectorModule } from './hum-detector.ts'

// Synthesised piano as the evaluation renders it: its bass notes sit on multiples of 50 Hz and bury a
// soft hum in the long-term spectrum; only the hum holds its level between the notes.
const sampleRate = 48_000
const piano = (seed: number) =>
  renderSource({ kind: 'music', variant: 'piano', seconds: 5, sampleRate, seed }).channels[0]!

const verdict = (samples: Float32Array) => moduleVerdict(humDetectorModule, samples, sampleRate)

describe('hum detector under music', () => {
  it('finds a −27 dB 60 Hz hum under a piano by its steady level in the gaps between notes', async () => {
    const take = piano(1028)
    injectHum([take], sampleRate, { frequency: 60, levelDb: -27, harmonics: 6 }, 0, take.length, createRng(3))
    const values = await verdict(take)
    expect(values).toMatchObject({ detected: true, frequencyHz: 60 })
    expect(Number(values.levelSpreadDb)).toBeLessThan(12)
  })

  it('leaves a clean piano alone although a note on 50 Hz stands out in its quiet frames', async () => {
    const values = await verdict(piano(1287))
    expect(values).toMatchObject({ detected: false })
    // The note is there in the quiet frames, but it swings by tens of dB: a note, not hum.
    expect(Number(values.levelSpreadDb)).toBeGreaterThan(20)
  })
})
