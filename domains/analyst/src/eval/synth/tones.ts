import { createRng } from '../rng.ts'

/** Test-tone shapes. Frequencies avoid multiples of 50 and 60 Hz so a clean tone is never mains hum. */
export const TONE_VARIANTS = ['sine', 'multitone', 'sweep'] as const
export type ToneVariant = (typeof TONE_VARIANTS)[number]

const SINES = [440, 997, 523.25, 1333, 2217, 311.1]
const MULTITONES = [
  [697, 1209],
  [311.1, 997, 3203],
  [227, 883, 1771, 4409],
  [443, 1327, 2671],
]

/**
 * A steady test signal: one sine, several sines at unequal levels, or a logarithmic sweep from 80 Hz to
 * a third of the sample rate. Faded in and out over 20 ms so the edges do not click.
 */
export function synthTone(seed: number, seconds: number, sampleRate: number, variant: ToneVariant) {
  const rng = createRng(seed)
  const length = Math.round(seconds * sampleRate)
  const out = new Float32Array(length)
  const fade = Math.round(0.02 * sampleRate)
  if (variant === 'sweep') {
    const f1 = 80
    const f2 = sampleRate / 3
    const k = Math.log(f2 / f1) / seconds
    for (let i = 0; i < length; i++) {
      const t = i / sampleRate
      out[i] = Math.sin(((2 * Math.PI * f1) / k) * (Math.exp(k * t) - 1))
    }
  } else {
    const freqs = variant === 'sine' ? [rng.pick(SINES)] : rng.pick(MULTITONES)
    const partials = freqs.map((f, n) => ({
      f,
      a: n === 0 ? 1 : rng.range(0.3, 0.8),
      p: rng.next() * 2 * Math.PI,
    }))
    for (let i = 0; i < length; i++) {
      let sum = 0
      for (const { f, a, p } of partials) sum += a * Math.sin((2 * Math.PI * f * i) / sampleRate + p)
      out[i] = sum
    }
  }
  for (let i = 0; i < fade && i < length; i++) {
    out[i]! *= i / fade
    out[length - 1 - i]! *= i / fade
  }
  return out
}
