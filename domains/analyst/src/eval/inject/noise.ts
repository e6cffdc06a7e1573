import type { Rng } from '../rng.ts'
import { spanRms } from './span.ts'

/**
 * Broadband noise at a set SNR: white (flat) or pink (−3 dB/octave, Paul Kellet's filter), scaled so
 * signal RMS / noise RMS over the span is `snrDb`. Returns the added noise of channel 0 for tests.
 */
export function injectNoise(
  channels: Float32Array[],
  params: { snrDb: number; color: 'white' | 'pink' },
  start: number,
  end: number,
  rng: Rng,
): Float32Array {
  const target = spanRms(channels, start, end) / 10 ** (params.snrDb / 20)
  const noises = channels.map(() =>
    params.color === 'pink' ? pink(end - start, rng) : white(end - start, rng),
  )
  let sum = 0
  for (const noise of noises) for (const n of noise) sum += n * n
  const scale = target / Math.sqrt(sum / Math.max(1, noises.length * (end - start)))
  channels.forEach((channel, c) => {
    const noise = noises[c]!
    for (let i = start; i < end; i++) channel[i]! += noise[i - start]! * scale
  })
  return noises[0]!.map((n) => n * scale)
}

function white(length: number, rng: Rng): Float32Array {
  return Float32Array.from({ length }, () => rng.gauss())
}

function pink(length: number, rng: Rng): Float32Array {
  const out = new Float32Array(length)
  let b0 = 0
  let b1 = 0
  let b2 = 0
  let b3 = 0
  let b4 = 0
  let b5 = 0
  let b6 = 0
  for (let i = 0; i < length; i++) {
    const w = rng.gauss()
    b0 = 0.99886 * b0 + w * 0.0555179
    b1 = 0.99332 * b1 + w * 0.0750759
    b2 = 0.969 * b2 + w * 0.153852
    b3 = 0.8665 * b3 + w * 0.3104856
    b4 = 0.55 * b4 + w * 0.5329522
    b5 = -0.7616 * b5 - w * 0.016898
    out[i] = b0 + b1 + b2 + b3 + b4 + b5 + b6 + w * 0.5362
    b6 = w * 0.115926
  }
  return out
}
