import { describe, expect, it } from 'vitest'
import { injectNoise } from '../eval/inject/noise.ts'
import { injectResonance } from '../eval/inject/resonance.ts'
import { createRng } from '../eval/rng.ts'
import { renderSource } from '../eval/synth/source.ts'
import { moduleVerdict } from '../testing/module-verdict.ts'
import { resonancePeaksModule } from './resonance-peaks.ts'

// Formant speech and tones as the evaluation renders them (16-bit dither floor), the resonance and the noise
// injected as the evaluation does.
const sampleRate = 44_100
const render = (kind: 'speech' | 'tone', variant: 'female' | 'multitone', seed: number) =>
  renderSource({ kind, variant, seconds: 4, sampleRate, seed } as Parameters<typeof renderSource>[0]).channels

const verdict = (samples: Float32Array) => moduleVerdict(resonancePeaksModule, samples, sampleRate)

describe('resonance detector', () => {
  const speech = render('speech', 'female', 3131)

  it('leaves clean formant speech alone: its formants move, so no band stays lifted', async () => {
    expect(await verdict(speech[0]!)).toMatchObject({ detected: false })
  })

  it('finds a +16 dB, Q 5 resonance at 2 kHz in the same speech, at its frequency', async () => {
    const coloured = speech.map((c) => c.slice())
    injectResonance(coloured, sampleRate, { frequencyHz: 2000, gainDb: 16, q: 5 }, 0, coloured[0]!.length)
    const values = await verdict(coloured[0]!)
    expect(values).toMatchObject({ detected: true })
    expect(Number(values.frequencyHz)).toBeGreaterThan(1800)
    expect(Number(values.frequencyHz)).toBeLessThan(2250)
  })

  it('takes steady tones among noise for lines, not a resonance', async () => {
    const tones = render('tone', 'multitone', 77)
    injectNoise(tones, { snrDb: 25, color: 'white' }, 0, tones[0]!.length, createRng(5))
    expect(await verdict(tones[0]!)).toMatchObject({ detected: false })
  })
})
