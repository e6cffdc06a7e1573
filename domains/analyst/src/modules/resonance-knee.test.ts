import { applyBiquad, butterworthQs, cookbookBiquad } from '@mindwire/dsp'
import { describe, expect, it } from 'vitest'
import { moduleVerdict } from '../testing/module-verdict.ts'
import { wavRoundTrip } from '../testing/wav-round-trip.ts'
import { resonancePeaksModule } from './resonance-peaks.ts'

// A muffling low-pass keeps falling (24 or 48 dB an octave) past its cut-off: a mild formant just under it then tops both its
// flanks (the far one is gone), and reads as a resonance unless the fall that goes on above it is seen for an edge.
const rate = 32_000
const PITCHES = [196, 220, 247, 262]

/** Four harmonic notes of 1.2 s with 60 partials at 1/k (those under `topHz`), each followed by 0.8 s of rest. */
function notes(topHz = Number.POSITIVE_INFINITY): Float32Array {
  const out = new Float32Array(rate * 8)
  for (let i = 0; i < out.length; i++) {
    const t = i / rate
    if (t % 2 >= 1.2) continue
    const f0 = PITCHES[Math.floor(t / 2)]!
    for (let k = 1; k <= 60 && k * f0 < topHz; k++) out[i]! += (0.2 / k) * Math.sin(2 * Math.PI * f0 * k * t)
  }
  return out
}

const peaking = (samples: Float32Array, hz: number, q: number, gainDb: number) =>
  applyBiquad(samples, cookbookBiquad('peaking', hz, q, rate, gainDb))
/** An 8-pole Butterworth low-pass, as the muffled defect is injected. */
const lowPass = (samples: Float32Array, cutoffHz: number) =>
  butterworthQs(8).reduce((x, q) => applyBiquad(x, cookbookBiquad('lowpass', cutoffHz, q, rate)), samples)
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

  it('reads a band under the end of the content as an edge, and the same band on content that goes on as a resonance', async () => {
    // The same +14 dB bell at 2.4 kHz: over notes whose partials go on, the spectrum returns to their slope
    // within half an octave; over notes that end at 3.4 kHz (a sample stored band-limited, a low-pass far
    // down its slope) it keeps falling, and an edge cannot tell a lift from where the content stops.
    const goesOn = peaking(notes(), 2400, 4, 14)
    const ends = peaking(notes(3400), 2400, 4, 14)
    expect(await verdict(goesOn)).toMatchObject({ detected: true, reading: 'partials' })
    expect(await verdict(ends, { kneeCheck: false })).toMatchObject({ detected: true, reading: 'partials' })
    expect(await verdict(ends)).toMatchObject({ detected: false })
  })

  it('keeps a resonance whose octave above the cut-off still passes', async () => {
    const resonant = lowPass(peaking(notes(), 2400, 4, 14), 6000)
    expect(await verdict(resonant)).toMatchObject({ detected: true, reading: 'partials' })
  })
})
