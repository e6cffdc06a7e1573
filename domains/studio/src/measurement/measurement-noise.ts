import { uniformFloat64 } from 'pure-rand/distribution/uniformFloat64'
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus'

export type SignalType = 'pink' | 'sweep'

/**
 * Seeded measurement noise in dB per grid point. Pink noise is averaged over few periods, so it is noisier
 * than a log sweep, and noisier still at low frequencies where an FFT band holds few bins.
 */
export function measurementNoiseDb(
  frequencies: ArrayLike<number>,
  signalType: SignalType,
  seed: number,
): Float64Array {
  // Small seeds start xoroshiro near an all-zero state; scramble the seed and discard the first draws.
  const rng = xoroshiro128plus(Math.imul(seed ^ 0x5bd1e995, 0x9e3779b1) | 0)
  for (let i = 0; i < 16; i++) uniformFloat64(rng)
  const sigma = signalType === 'pink' ? 0.8 : 0.2
  const out = new Float64Array(frequencies.length)
  for (let i = 0; i < out.length; i++) {
    // Box–Muller: two uniforms → one standard normal.
    const u = 1 - uniformFloat64(rng)
    const v = uniformFloat64(rng)
    const normal = Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v)
    const lowBoost = frequencies[i]! < 200 ? 1.5 : 1
    out[i] = sigma * lowBoost * normal
  }
  return out
}
