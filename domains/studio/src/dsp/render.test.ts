import { logFrequencyGrid } from '@mindwire/dsp'
import FFT from 'fft.js'
import { describe, expect, it } from 'vitest'
import type { Chain, ChainModule } from '../chain/chain.ts'
import { chainResponse } from './chain-response.ts'
import { renderChain } from './render.ts'

const sampleRate = 48_000
const size = 1 << 15

/** The chain's frequency response measured the way a bench would: impulse in, FFT of the output. */
function measuredResponse(
  chain: Chain,
  frequencies: Float64Array,
): { magnitudeDb: number[]; phaseDeg: number[] } {
  const impulse = new Float32Array(size)
  impulse[0] = 1
  const out = renderChain(chain, impulse, { sampleRate })
  const fft = new FFT(size)
  const spectrum = fft.createComplexArray()
  fft.realTransform(spectrum, Array.from(out))
  fft.completeSpectrum(spectrum)
  const magnitudeDb: number[] = []
  const phaseDeg: number[] = []
  for (const f of frequencies) {
    const bin = Math.round((f * size) / sampleRate)
    const re = spectrum[2 * bin]!
    const im = spectrum[2 * bin + 1]!
    magnitudeDb.push(10 * Math.log10(re * re + im * im))
    phaseDeg.push((Math.atan2(im, re) * 180) / Math.PI)
  }
  return { magnitudeDb, phaseDeg }
}

const wrap = (deg: number) => ((((deg + 180) % 360) + 360) % 360) - 180

describe('offline rendering', () => {
  const modules: ChainModule[] = [
    { id: 'hpf', type: 'filter-hpf-lpf-v3', params: { fc: 45, order: 3 } },
    { id: 'shelf', type: 'eq-shelf-v2', params: { fc: 120, gainDb: 5 } },
    { id: 'peq', type: 'eq-parametric-v2', params: { fc: 2800, gainDb: -6, q: 3 } },
    { id: 'x', type: 'crossover-2way-v2', params: { fc: 3000, tweeterGainDb: -2, tweeterDelayMs: 0.25 } },
    { id: 'trim', type: 'gain-polarity-mute-v1', params: { gainDb: -1.5 } },
    { id: 'ap', type: 'allpass-phase-v1', params: { fc: 300, q: 1 } },
    { id: 'delay', type: 'delay-time-alignment-v2', params: { delayMs: 1 } },
    { id: 'notch', type: 'notch-v1', params: { fc: 7000, q: 8, depthDb: 18 } },
  ]
  const chain: Chain = {
    modules,
    connections: [
      { from: 'hpf', to: 'shelf' },
      { from: 'shelf', to: 'peq' },
      { from: 'peq', to: 'x' },
      { from: 'x', to: 'trim', fromPort: 'low' },
      { from: 'x', to: 'ap', fromPort: 'high' },
      { from: 'trim', to: 'delay' },
      { from: 'ap', to: 'notch' },
    ],
    bindings: [],
  }

  it('an impulse rendered through a chain and FFT-ed matches the analytic response (0.01 dB, 0.1°)', () => {
    // Exact FFT bin frequencies so no interpolation error enters the comparison; delays are whole samples.
    const frequencies = logFrequencyGrid(30, 18_000, 12).map(
      (f) => Math.round((f * size) / sampleRate) * (sampleRate / size),
    )
    const analytic = chainResponse(chain, { sampleRate, frequencies })
    const measured = measuredResponse(chain, frequencies)
    analytic.magnitudeDb.forEach((m, i) => {
      expect(measured.magnitudeDb[i]).toBeCloseTo(m, 2)
      expect(Math.abs(wrap(measured.phaseDeg[i]! - analytic.phaseDeg[i]!))).toBeLessThan(0.1)
    })
    // The chain is not trivial: the response spans more than 15 dB.
    expect(Math.max(...analytic.magnitudeDb) - Math.min(...analytic.magnitudeDb)).toBeGreaterThan(15)
  })

  it('a compressor reduces a loud tone by the static curve once the envelope settles', () => {
    const tone = (amplitude: number) =>
      Float32Array.from(
        { length: sampleRate },
        (_, i) => amplitude * Math.sin((2 * Math.PI * 1000 * i) / sampleRate),
      )
    const compressor: Chain = {
      modules: [
        {
          id: 'c',
          type: 'compressor-v3',
          params: { thresholdDb: -20, ratio: 4, kneeDb: 0, attackMs: 1, releaseMs: 50 },
        },
      ],
      connections: [],
      bindings: [],
    }
    const peakDb = (signal: Float32Array) => 20 * Math.log10(Math.max(...signal.slice(-4800).map(Math.abs)))
    const quiet = renderChain(compressor, tone(0.05), { sampleRate }) // −26 dBFS peak: below threshold
    const loud = renderChain(compressor, tone(0.5), { sampleRate }) // −6 dBFS: 14 dB over → −16.5 dBFS
    expect(peakDb(quiet)).toBeCloseTo(20 * Math.log10(0.05), 1)
    expect(peakDb(loud)).toBeGreaterThan(-17.5)
    expect(peakDb(loud)).toBeLessThan(-15)
  })
})
