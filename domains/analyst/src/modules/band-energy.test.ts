import { describe, expect, it } from 'vitest'
import { mixToMono } from '../audio/mix-to-mono.ts'
import { buildCase } from '../eval/build-case.ts'
import type { DefectSpec } from '../eval/case-schema.ts'
import { injectMuffled } from '../eval/inject/muffled.ts'
import { injectNoise } from '../eval/inject/noise.ts'
import { createRng } from '../eval/rng.ts'
import { renderSource } from '../eval/synth/source.ts'
import { moduleVerdict } from '../testing/module-verdict.ts'
import { wavRoundTrip } from '../testing/wav-round-trip.ts'
import { bandEnergyModule } from './band-energy.ts'

// Soft speech between stretches of room tone, as the evaluation renders it, under pink noise at 11.7 dB
// SNR: the noise fills the 4–8 kHz octave back in, so only the shape of the content's edge tells a
// low-passed take from one that merely fades into the noise.
const sampleRate = 48_000
const speech = () =>
  renderSource({ kind: 'quiet', variant: 'speech', seconds: 6, sampleRate, seed: 1238 }).channels[0]!
const noisy = (take: Float32Array) => {
  injectNoise([take], { snrDb: 11.7, color: 'pink' }, 0, take.length, createRng(9))
  return take
}
/** The muffled verdict (the module's second evidence, after the band levels). */
const verdict = (samples: Float32Array) => verdictAt(samples, sampleRate)
const verdictAt = (samples: Float32Array, rate: number) => moduleVerdict(bandEnergyModule, samples, rate)

describe('muffled under noise', () => {
  it('finds a 1.9 kHz low-pass under pink noise by the cliff where its content sinks into the floor', async () => {
    const take = speech()
    injectMuffled([take], sampleRate, { cutoffHz: 1866, order: 8 }, 0, take.length)
    const values = await verdict(noisy(take))
    expect(values).toMatchObject({ detected: true })
    expect(Number(values.contentEdgeHz)).toBeGreaterThan(1400)
    expect(Number(values.contentEdgeHz)).toBeLessThan(2600)
  })

  it('leaves the same speech under the same noise alone: its content fades gradually', async () => {
    expect(await verdict(noisy(speech()))).toMatchObject({ detected: false })
  })

  // The formant synthesiser's male voice, a seed no set uses, through a 16-bit WAV, beside its twin with
  // the noise alone: a band of noise a little over its floor stands just above the cliff.
  it('finds the cut-off where a band of noise alone, a little over its floor, stands just above the cliff', async () => {
    const rate = 32_000
    const noise: DefectSpec = { label: 'broadband_noise', params: { snrDb: 18, color: 'pink' } }
    const lowPass: DefectSpec = { label: 'muffled', params: { cutoffHz: 1800, order: 8 } }
    const voiceUnder = async (defects: DefectSpec[]) => {
      const { audio } = buildCase({
        id: 'under-noise',
        source: { kind: 'speech', variant: 'male', seconds: 5, sampleRate: rate, seed: 87_005 },
        defects,
        truth: defects.map((d) => d.label).sort() as never,
      })
      return moduleVerdict(bandEnergyModule, await wavRoundTrip(mixToMono(audio), rate), rate)
    }
    const muffled = await voiceUnder([lowPass, noise])
    expect(muffled).toMatchObject({ detected: true })
    // The edge is the last band the content stands out in: under the cut-off, not the noise band above it.
    expect(Number(muffled.contentEdgeHz)).toBeLessThan(1800)
    const alone = await voiceUnder([noise])
    expect(alone).toMatchObject({ detected: false })
    expect(Number(alone.contentEdgeHz)).toBeGreaterThan(2400)
  })
})

describe('muffled, or only dark', () => {
  it('leaves strings alone whose partials end at ~6 kHz: content inside the 4–8 kHz octave was not lost', async () => {
    const strings = renderSource({
      kind: 'music',
      variant: 'strings',
      seconds: 5,
      sampleRate: 44_100,
      seed: 1140,
    })
    const values = await verdictAt(strings.channels[0]!, 44_100)
    // The old rule's high-band drop reads this take as muffled: the empty bins above the partials sink the median.
    expect(Number(values.highBandDropDb)).toBeGreaterThan(47)
    expect(Number(values.contentEdgeHz)).toBeGreaterThan(4000)
    expect(values).toMatchObject({ detected: false })
  })
})
