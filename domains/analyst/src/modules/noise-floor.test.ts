import { describe, expect, it } from 'vitest'
import { injectClipping } from '../eval/inject/clipping.ts'
import { injectNoise } from '../eval/inject/noise.ts'
import { createRng } from '../eval/rng.ts'
import { renderSource } from '../eval/synth/source.ts'
import { moduleEvidence, moduleVerdict } from '../testing/module-verdict.ts'
import { wavRoundTrip } from '../testing/wav-round-trip.ts'
import { NOISE_SNR_THRESHOLD_DB, noiseFloorModule } from './noise-floor.ts'

// Music and speech as the evaluation renders them (16-bit dither floor), noise injected as it does.
const sampleRate = 48_000
const verdict = (samples: Float32Array) => moduleVerdict(noiseFloorModule, samples, sampleRate)

describe('noise floor', () => {
  const organ = renderSource({ kind: 'music', variant: 'organ', seconds: 5, sampleRate, seed: 515 }).channels

  it('finds white noise at 15 dB SNR that plays over the last 60 % of a sustained organ piece only', async () => {
    expect(await verdict(organ[0]!)).toMatchObject({ detected: false })
    const noisy = organ.map((c) => c.slice())
    const length = noisy[0]!.length
    injectNoise(noisy, { snrDb: 15, color: 'white' }, Math.round(0.4 * length), length, createRng(9))
    const values = await verdict(noisy[0]!)
    expect(values).toMatchObject({ detected: true })
    expect(Number(values.floorStepDb)).toBeGreaterThan(30)
  })

  it('does not take a dropout, whose digital silence lowers the floor of a third, for noise that comes and goes', async () => {
    const cut = organ[0]!.slice()
    const at = Math.round(0.5 * cut.length)
    cut.fill(0, at, at + Math.round(0.25 * sampleRate))
    const values = await verdict(cut)
    expect(values).toMatchObject({ detected: false })
    expect(Number(values.floorStepDb)).toBeLessThan(30)
  })

  it('reads the floor of a clipped voice from its frames without clipped runs, not from the distortion', async () => {
    const speech = renderSource({
      kind: 'speech',
      variant: 'male',
      seconds: 5,
      sampleRate,
      seed: 717,
    }).channels
    injectClipping(speech, 4, 0, speech[0]!.length)
    const values = await verdict(speech[0]!)
    expect(Number(values.clippedFrames)).toBeGreaterThan(10)
    expect(values).toMatchObject({ detected: false })
  })

  it('gives music clipped throughout a noise verdict under the confidence a finding needs', async () => {
    const clipped = organ.map((c) => c.slice())
    injectClipping(clipped, 6, 0, clipped[0]!.length)
    const evidence = await moduleEvidence(noiseFloorModule, clipped[0]!, sampleRate)
    expect(evidence.confidence).toBeLessThan(0.5)
  })

  it('does not take the pauses of clean speech for a floor that comes and goes', async () => {
    const speech = renderSource({ kind: 'speech', variant: 'male', seconds: 6, sampleRate, seed: 616 })
    const values = await verdict(speech.channels[0]!)
    expect(values).toMatchObject({ detected: false })
    expect(Number(values.floorStepDb)).toBeLessThan(30)
  })
})

describe('noise floor of sustained chords at 22.05 kHz', () => {
  const rate = 22_050
  const organ = () =>
    renderSource({ kind: 'music', variant: 'organ', seconds: 5, sampleRate: rate, seed: 5001 }).channels[0]!

  it('reads the gaps between the low partials of chords with long frames, where 46 ms frames see leakage', async () => {
    const values = await moduleVerdict(noiseFloorModule, organ(), rate)
    expect(values).toMatchObject({ detected: false })
    expect(Number(values.snrDb)).toBeGreaterThan(30)
  })

  it('still finds white noise at 20 dB SNR in the same organ', async () => {
    const noisy = organ()
    injectNoise([noisy], { snrDb: 20, color: 'white' }, 0, noisy.length, createRng(4))
    const values = await moduleVerdict(noiseFloorModule, noisy, rate)
    expect(values).toMatchObject({ detected: true })
    expect(Number(values.snrDb)).toBeLessThan(24)
  })
})

describe('noise floor of two sources at once (a voice over a music bed, two voices)', () => {
  // 16-bit WAVs of the evaluation's mixes: the bed or the second voice fills the gaps between one source's
  // partials, so the low percentile of each bin is content, as loud as a 25 dB SNR noise floor would be.
  const take = async (variant: 'voice-over-pluck' | 'dialogue', sampleRate: 22_050 | 24_000, seed: number) =>
    wavRoundTrip(
      renderSource({ kind: 'mix', variant, seconds: 5, sampleRate, seed }).channels[0]!,
      sampleRate,
    )
  const cases = [
    ['voice-over-pluck', 22_050, 4436],
    ['dialogue', 24_000, 4436],
  ] as const

  it.each(cases)(
    'does not call a clean %s at %i Hz noisy: its floor is not stationary',
    async (v, rate, seed) => {
      const values = await moduleVerdict(noiseFloorModule, await take(v, rate, seed), rate)
      // Close enough to the SNR threshold that the low percentile alone would call it noise …
      expect(Number(values.snrDb)).toBeLessThan(NOISE_SNR_THRESHOLD_DB)
      // … but in nearly every bin the median frames read a floor well above it, as content does and noise does not.
      expect(Number(values.stationaryShare)).toBeLessThan(0.05)
      expect(values).toMatchObject({ detected: false })
    },
  )

  it.each(cases)('finds white noise at 22 dB and pink at 18 dB SNR on the same %s', async (v, rate, seed) => {
    for (const noise of [
      { snrDb: 22, color: 'white' },
      { snrDb: 18, color: 'pink' },
    ] as const) {
      const noisy = (await take(v, rate, seed)).slice()
      injectNoise([noisy], noise, 0, noisy.length, createRng(seed))
      const values = await moduleVerdict(noiseFloorModule, await wavRoundTrip(noisy, rate), rate)
      expect(Number(values.stationaryShare)).toBeGreaterThan(0.1)
      expect(values).toMatchObject({ detected: true })
    }
  })
})

describe('noise over a part of the take that fills none of its thirds', () => {
  // 16-bit WAVs: noise from 30 % to 62 % of the take covers no third whole, so each third's quiet floor
  // still comes from its clean frames and the thirds' floor step stays small; a quarter-long window inside
  // the noise rises by 30 dB or more, and its floor is stationary nearly throughout.
  const takes = [
    { kind: 'music', variant: 'strings', sampleRate: 48_000, seed: 6101, snrDb: 20, color: 'white' },
    { kind: 'music', variant: 'piano', sampleRate: 44_100, seed: 6102, snrDb: 21, color: 'pink' },
  ] as const
  const render = (t: (typeof takes)[number]) =>
    renderSource({ kind: t.kind, variant: t.variant, seconds: 5, sampleRate: t.sampleRate, seed: t.seed })
      .channels[0]!

  it.each(takes)('finds $color noise that plays over 30–62 % of $variant at $sampleRate Hz', async (t) => {
    const clean = await wavRoundTrip(render(t), t.sampleRate)
    expect(await moduleVerdict(noiseFloorModule, clean, t.sampleRate)).toMatchObject({ detected: false })
    const noisy = clean.slice()
    const n = noisy.length
    injectNoise([noisy], t, Math.round(0.3 * n), Math.round(0.62 * n), createRng(t.seed))
    const values = await moduleVerdict(
      noiseFloorModule,
      await wavRoundTrip(noisy, t.sampleRate),
      t.sampleRate,
    )
    expect(Number(values.floorStepDb)).toBeLessThan(30)
    expect(values).toMatchObject({ detected: true })
    expect(Number(values.windowRiseDb)).toBeGreaterThanOrEqual(30)
  })

  it('does not call a clean low voice noisy where one quarter of it has a high but moving floor', async () => {
    const rate = 44_100
    const voice = renderSource({ kind: 'speech', variant: 'low', seconds: 6, sampleRate: rate, seed: 6104 })
    const values = await moduleVerdict(noiseFloorModule, await wavRoundTrip(voice.channels[0]!, rate), rate)
    expect(values).toMatchObject({ detected: false })
  })
})

// espeak-ng speech (a synthesiser nobody here wrote) pauses for tens of milliseconds between words: long
// frames never hold a whole pause, so minimum statistics read its quiet parts ~25 dB under it as a floor.
describe('noise floor of speech that pauses only briefly', () => {
  const rate = 16_000
  const speech = () =>
    renderSource({ kind: 'tts', variant: 'en-us', seconds: 6, sampleRate: rate, seed: 1_300_725 })
  const read = async (samples: Float32Array) =>
    moduleVerdict(noiseFloorModule, await wavRoundTrip(samples, rate), rate)

  it('is not taken for noise where its 5 ms frames drop to the dither under the floor throughout', async () => {
    const values = await read(speech().channels[0]!)
    expect(Number(values.snrDb)).toBeLessThan(NOISE_SNR_THRESHOLD_DB)
    expect(values).toMatchObject({ detected: false })
  })

  it('still finds white noise at 20 dB SNR under it, and noise over its second half only', async () => {
    const noisy = speech().channels
    injectNoise(noisy, { snrDb: 20, color: 'white' }, 0, noisy[0]!.length, createRng(3))
    expect(await read(noisy[0]!)).toMatchObject({ detected: true })
    const half = speech().channels
    injectNoise(half, { snrDb: 15, color: 'white' }, half[0]!.length / 2, half[0]!.length, createRng(4))
    expect(await read(half[0]!)).toMatchObject({ detected: true })
  })
})
