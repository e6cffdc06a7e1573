import { describe, expect, it } from 'vitest'
import { injectMuffled } from '../eval/inject/muffled.ts'
import { injectResonance } from '../eval/inject/resonance.ts'
import { renderSource } from '../eval/synth/source.ts'
import { moduleVerdict } from '../testing/module-verdict.ts'
import { wavRoundTrip } from '../testing/wav-round-trip.ts'
import { bandEnergyModule } from './band-energy.ts'

// 16-bit WAVs of the evaluation's log sweep (to a third of the rate). Its long-term spectrum is its path:
// at 16 kHz the 5.3–8 kHz bins it never reaches are empty, and under a resonance its loudest frames are
// where it passes the resonance, so the content edge does not reach 4 kHz and a clean sweep read as muffled.
const sweep = (sampleRate: 16_000 | 48_000, seed: number) =>
  renderSource({ kind: 'tone', variant: 'sweep', seconds: 5, sampleRate, seed }).channels[0]!.slice()

async function muffledVerdict(samples: Float32Array, sampleRate: number) {
  return moduleVerdict(bandEnergyModule, await wavRoundTrip(samples, sampleRate), sampleRate)
}

describe('muffled on a swept tone, read from the level the sweep keeps as it passes', () => {
  it.each([
    [16_000, 2500, 14.7, 5],
    [16_000, 3300, 9.2, 4],
    [48_000, 1500, 17, 3],
  ] as const)(
    'does not call a %i Hz sweep under a resonance at %i Hz muffled',
    async (rate, hz, gainDb, q) => {
      const take = sweep(rate, 8801)
      injectResonance([take], rate, { frequencyHz: hz, gainDb, q }, 0, take.length)
      const values = await muffledVerdict(take, rate)
      // The sweep's level 1–2 kHz over 4–8 kHz is |H| there: a bell away from both reads near 0 dB.
      expect(Math.abs(Number(values.sweepDropDb))).toBeLessThan(8)
      expect(values).toMatchObject({ detected: false })
    },
  )

  it.each([
    [16_000, 2235],
    [48_000, 3900],
  ] as const)('finds an 8-pole low-pass on a %i Hz sweep at %i Hz', async (rate, cutoffHz) => {
    const take = sweep(rate, 8803)
    injectMuffled([take], rate, { cutoffHz, order: 8 }, 0, take.length)
    const values = await muffledVerdict(take, rate)
    // An 8-pole Butterworth at fc is −10·log10(1 + (f/fc)^16) dB: at 4.6 kHz over 3.9 kHz already −12 dB.
    expect(Number(values.sweepDropDb)).toBeGreaterThan(20)
    expect(values).toMatchObject({ detected: true })
  })
})
