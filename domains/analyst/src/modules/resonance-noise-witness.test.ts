import { applyBiquad, cookbookBiquad } from '@mindwire/dsp'
import { describe, expect, it } from 'vitest'
import { createRng } from '../eval/rng.ts'
import { moduleVerdict } from '../testing/module-verdict.ts'
import { wavRoundTrip } from '../testing/wav-round-trip.ts'
import { resonancePeaksModule } from './resonance-peaks.ts'

// A speaker's upper formants hold still through a take and lift the voiced partials as a filter would, but
// an s or an f is hissed in front of the tongue and does not carry them; a filter in the chain lifts both.
const rate = 32_000
const PITCHES = [196, 220, 247, 262]
const NOTE_S = 1.2
const PHRASE_S = 2
const HISS_S = 0.15

/** Four harmonic notes of 1.2 s, each followed by 0.8 s of rest. */
function voiced(): Float32Array {
  const out = new Float32Array(rate * 8)
  for (let i = 0; i < out.length; i++) {
    const t = i / rate
    if (t % PHRASE_S >= NOTE_S) continue
    const f0 = PITCHES[Math.floor(t / PHRASE_S)]!
    for (let k = 1; k <= 30; k++) out[i]! += (0.2 / k) * Math.sin(2 * Math.PI * f0 * k * t)
  }
  return out
}

/** 0.15 s of hiss (a fricative) at the start of each rest, at −30 dBFS RMS: no floor to read in between. */
function fricatives(): Float32Array {
  const rng = createRng(91)
  const gain = 10 ** (-30 / 20) * Math.sqrt(3)
  return Float32Array.from({ length: rate * 8 }, (_, i) =>
    (i / rate) % PHRASE_S >= NOTE_S && (i / rate) % PHRASE_S < NOTE_S + HISS_S
      ? (rng.next() * 2 - 1) * gain
      : 0,
  )
}

const formant = (samples: Float32Array) => applyBiquad(samples, cookbookBiquad('peaking', 3000, 4, rate, 14))
const plus = (a: Float32Array, b: Float32Array) => a.map((v, i) => v + b[i]!)
const verdict = async (samples: Float32Array, params: Record<string, unknown> = {}) =>
  moduleVerdict(resonancePeaksModule, await wavRoundTrip(samples, rate), rate, params)

describe('the fricatives as a witness against the partials', () => {
  it('clears a band the voiced sound carries and its hiss does not', async () => {
    const speech = plus(formant(voiced()), fricatives())
    expect(await verdict(speech, { noiseWitness: false })).toMatchObject({
      detected: true,
      reading: 'partials',
    })
    expect(await verdict(speech)).toMatchObject({ detected: false })
  })

  it('keeps the band when the hiss went through it too: a filter in the chain', async () => {
    const filtered = formant(plus(voiced(), fricatives()))
    expect(await verdict(filtered)).toMatchObject({ detected: true, reading: 'partials' })
  })
})
