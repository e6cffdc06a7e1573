import { describe, expect, it } from 'vitest'
import { moduleVerdict } from '../testing/module-verdict.ts'
import { wavRoundTrip } from '../testing/wav-round-trip.ts'
import { applyBiquad, biquad, butterworthQs } from './dsp/biquad.ts'
import { resonancePeaksModule } from './resonance-peaks.ts'

// A muffling low-pass falls 48 dB an octave past its cut-off: a mild formant just under it then tops both its
// flanks (the far one is gone), and reads as a resonance unless the cliff above it is seen for a knee.
const rate = 32_000
const PITCHES = [196, 220, 247, 262]

/** Four harmonic notes of 1.2 s with 60 partials at 1/k, each followed by 0.8 s of rest. */
function notes(): Float32Array {
  const out = new Float32Array(rate * 8)
  for (let i = 0; i < out.length; i++) {
    const t = i / rate
    if (t % 2 >= 1.2) continue
    const f0 = PITCHES[Math.floor(t / 2)]!
    for (let k = 1; k <= 60; k++) out[i]! += (0.2 / k) * Math.sin(2 * Math.PI * f0 * k * t)
  }
  return out
}

const peaking = (samples: Float32Array, hz: number, q: number, gainDb: number) =>
  applyBiquad(samples, biquad('peaking', hz, q, rate, gainDb))
/** An 8-pole Butterworth low-pass, as the muffled defect is injected. */
const lowPass = (samples: Float32Array, cutoffHz: number) =>
  butterworthQs(8).reduce((x, q) => applyBiquad(x, biquad('lowpass', cutoffHz, q, rate)), samples)
const verdict = async (samples: Float32Array, params: Record<string, unknown> = {}) =>
  moduleVerdict(resonancePeaksModule, await wavRoundTrip(samples, rate), rate, params)

describe("a low-pass's knee is not a resonance", () => {
  it('clears a mild formant just under a steep cut-off', async () => {
    const muffled = lowPass(peaking(notes(), 2400, 3, 8), 2600)
    expect(await verdict(muffled, { kneeCheck: false })).toMatchObject({
      detected: true,
      reading: 'partials',
    })
    expect(await verdict(muffled)).toMatchObject({ detected: false })
  })

  it('keeps a resonance whose octave above the cut-off still passes', async () => {
    const resonant = lowPass(peaking(notes(), 2400, 4, 14), 6000)
    expect(await verdict(resonant)).toMatchObject({ detected: true, reading: 'partials' })
  })
})
