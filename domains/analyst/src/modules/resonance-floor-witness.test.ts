import { applyBiquad, cookbookBiquad } from '@mindwire/dsp'
import { describe, expect, it } from 'vitest'
import { createRng } from '../eval/rng.ts'
import { moduleVerdict } from '../testing/module-verdict.ts'
import { wavRoundTrip } from '../testing/wav-round-trip.ts'
import { resonancePeaksModule } from './resonance-peaks.ts'

// A speaker's upper formants hold still for a whole take and lift the partials as a filter would; only the
// floor under the voice tells them apart: a filter in the chain colours it too, the throat does not.
const rate = 32_000
const PITCHES = [196, 220, 247, 262]

/** Four harmonic notes of 1.2 s, each followed by 0.8 s of rest. */
function phrases(): Float32Array {
  const out = new Float32Array(rate * 8)
  for (let i = 0; i < out.length; i++) {
    const t = i / rate
    const note = Math.floor(t / 2)
    if (t % 2 >= 1.2) continue
    for (let k = 1; k <= 30; k++) out[i]! += (0.2 / k) * Math.sin(2 * Math.PI * PITCHES[note]! * k * t)
  }
  return out
}

/** White hiss at `db` dBFS RMS. */
function hiss(length: number, db: number): Float32Array {
  const rng = createRng(77)
  const gain = 10 ** (db / 20) * Math.sqrt(3)
  return Float32Array.from({ length }, () => (rng.next() * 2 - 1) * gain)
}

const formant = (samples: Float32Array) => applyBiquad(samples, cookbookBiquad('peaking', 2400, 4, rate, 14))
const plus = (a: Float32Array, b: Float32Array) => a.map((v, i) => v + b[i]!)
const verdict = async (samples: Float32Array, params: Record<string, unknown> = {}) =>
  moduleVerdict(resonancePeaksModule, await wavRoundTrip(samples, rate), rate, params)

describe('the floor as a witness against the partials', () => {
  it('clears a band only the source carries, where a deep floor shows none', async () => {
    const voiced = plus(formant(phrases()), hiss(rate * 8, -80))
    expect(await verdict(voiced, { floorWitness: false })).toMatchObject({
      detected: true,
      reading: 'partials',
    })
    expect(await verdict(voiced)).toMatchObject({ detected: false })
  })

  it('keeps the same band when the floor went through it too: a filter in the chain', async () => {
    const filtered = formant(plus(phrases(), hiss(rate * 8, -80)))
    expect(await verdict(filtered)).toMatchObject({ detected: true })
  })
})
