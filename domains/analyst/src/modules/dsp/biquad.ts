/** Filter kinds the filter modules build from RBJ cookbook biquads. */
export type BiquadKind = 'highpass' | 'lowpass' | 'bandpass' | 'notch' | 'peaking'

export interface Biquad {
  b0: number
  b1: number
  b2: number
  a1: number
  a2: number
}

/** RBJ Audio-EQ-Cookbook coefficients, normalised by a0. */
export function biquad(kind: BiquadKind, fc: number, q: number, sampleRate: number, gainDb = 0): Biquad {
  const w0 = (2 * Math.PI * Math.min(fc, sampleRate * 0.499)) / sampleRate
  const cos = Math.cos(w0)
  const alpha = Math.sin(w0) / (2 * q)
  const A = 10 ** (gainDb / 40)
  let b: [number, number, number]
  let a: [number, number, number]
  switch (kind) {
    case 'lowpass':
      b = [(1 - cos) / 2, 1 - cos, (1 - cos) / 2]
      a = [1 + alpha, -2 * cos, 1 - alpha]
      break
    case 'highpass':
      b = [(1 + cos) / 2, -(1 + cos), (1 + cos) / 2]
      a = [1 + alpha, -2 * cos, 1 - alpha]
      break
    case 'bandpass':
      b = [alpha, 0, -alpha]
      a = [1 + alpha, -2 * cos, 1 - alpha]
      break
    case 'notch':
      b = [1, -2 * cos, 1]
      a = [1 + alpha, -2 * cos, 1 - alpha]
      break
    case 'peaking':
      b = [1 + alpha * A, -2 * cos, 1 - alpha * A]
      a = [1 + alpha / A, -2 * cos, 1 - alpha / A]
      break
  }
  return { b0: b[0] / a[0], b1: b[1] / a[0], b2: b[2] / a[0], a1: a[1] / a[0], a2: a[2] / a[0] }
}

/** Runs one biquad over the samples (transposed direct form II), returning a new array. */
export function applyBiquad(samples: Float32Array, f: Biquad): Float32Array {
  const out = new Float32Array(samples.length)
  let z1 = 0
  let z2 = 0
  for (let i = 0; i < samples.length; i++) {
    const x = samples[i]!
    const y = f.b0 * x + z1
    z1 = f.b1 * x - f.a1 * y + z2
    z2 = f.b2 * x - f.a2 * y
    out[i] = y
  }
  return out
}

/**
 * Butterworth Q of each second-order section of an even-order filter, so a cascade of `order / 2`
 * high- or low-pass biquads is maximally flat.
 */
export function butterworthQs(order: number): number[] {
  const sections = order / 2
  return Array.from({ length: sections }, (_, k) => 1 / (2 * Math.sin(((2 * k + 1) * Math.PI) / (2 * order))))
}

/** |H(f)| in dB of a biquad at `hz`, from its transfer function on the unit circle. */
export function biquadResponseDb(f: Biquad, hz: number, sampleRate: number): number {
  const w = (2 * Math.PI * hz) / sampleRate
  const re = (b0: number, b1: number, b2: number) => b0 + b1 * Math.cos(w) + b2 * Math.cos(2 * w)
  const im = (b1: number, b2: number) => -b1 * Math.sin(w) - b2 * Math.sin(2 * w)
  const num = Math.hypot(re(f.b0, f.b1, f.b2), im(f.b1, f.b2))
  const den = Math.hypot(re(1, f.a1, f.a2), im(f.a1, f.a2))
  return 20 * Math.log10(num / den)
}
