import { type Biquad, normalise } from './biquad.ts'

// Robert Bristow-Johnson, "Cookbook formulae for audio EQ biquad filter coefficients". Every design is
// the bilinear transform of an analog prototype pre-warped at fc, so the cutoff lands exactly on fc.

function omega(fc: number, sampleRate: number): { cos: number; sin: number } {
  const w0 = (2 * Math.PI * fc) / sampleRate
  return { cos: Math.cos(w0), sin: Math.sin(w0) }
}

/** Peaking EQ: gainDb at fc, 0 dB far away; Q sets the bandwidth between the dB-midpoint frequencies. */
export function peaking(fc: number, gainDb: number, q: number, sampleRate: number): Biquad {
  const A = 10 ** (gainDb / 40)
  const { cos, sin } = omega(fc, sampleRate)
  const alpha = sin / (2 * q)
  return normalise(1 + alpha * A, -2 * cos, 1 - alpha * A, 1 + alpha / A, -2 * cos, 1 - alpha / A)
}

/** Shelf alpha from the slope S (S = 1 is the steepest monotonic shelf) or, when given, from Q. */
function shelfAlpha(sin: number, A: number, slope: number, q?: number): number {
  if (q !== undefined) return sin / (2 * q)
  return (sin / 2) * Math.sqrt((A + 1 / A) * (1 / slope - 1) + 2)
}

/** Low shelf: gainDb below fc, gainDb/2 at fc, 0 dB far above. */
export function lowShelf(fc: number, gainDb: number, slope: number, sampleRate: number, q?: number): Biquad {
  const A = 10 ** (gainDb / 40)
  const { cos, sin } = omega(fc, sampleRate)
  const k = 2 * Math.sqrt(A) * shelfAlpha(sin, A, slope, q)
  return normalise(
    A * (A + 1 - (A - 1) * cos + k),
    2 * A * (A - 1 - (A + 1) * cos),
    A * (A + 1 - (A - 1) * cos - k),
    A + 1 + (A - 1) * cos + k,
    -2 * (A - 1 + (A + 1) * cos),
    A + 1 + (A - 1) * cos - k,
  )
}

/** High shelf: gainDb above fc, gainDb/2 at fc, 0 dB far below. */
export function highShelf(fc: number, gainDb: number, slope: number, sampleRate: number, q?: number): Biquad {
  const A = 10 ** (gainDb / 40)
  const { cos, sin } = omega(fc, sampleRate)
  const k = 2 * Math.sqrt(A) * shelfAlpha(sin, A, slope, q)
  return normalise(
    A * (A + 1 + (A - 1) * cos + k),
    -2 * A * (A - 1 + (A + 1) * cos),
    A * (A + 1 + (A - 1) * cos - k),
    A + 1 - (A - 1) * cos + k,
    2 * (A - 1 - (A + 1) * cos),
    A + 1 - (A - 1) * cos - k,
  )
}

/** Second-order low-pass with resonance Q (0.7071 is Butterworth). */
export function lowpass(fc: number, q: number, sampleRate: number): Biquad {
  const { cos, sin } = omega(fc, sampleRate)
  const alpha = sin / (2 * q)
  return normalise((1 - cos) / 2, 1 - cos, (1 - cos) / 2, 1 + alpha, -2 * cos, 1 - alpha)
}

/** Second-order high-pass with resonance Q. */
export function highpass(fc: number, q: number, sampleRate: number): Biquad {
  const { cos, sin } = omega(fc, sampleRate)
  const alpha = sin / (2 * q)
  return normalise((1 + cos) / 2, -(1 + cos), (1 + cos) / 2, 1 + alpha, -2 * cos, 1 - alpha)
}

/** Band-pass with 0 dB peak gain at fc. */
export function bandpass(fc: number, q: number, sampleRate: number): Biquad {
  const { cos, sin } = omega(fc, sampleRate)
  const alpha = sin / (2 * q)
  return normalise(alpha, 0, -alpha, 1 + alpha, -2 * cos, 1 - alpha)
}

/**
 * Notch of finite depth: H = 1 − (1 − g)·BP with g = 10^(−depthDb/20) and BP the 0 dB band-pass, so
 * |H(fc)| = g exactly; depthDb = Infinity gives the cookbook's notch (b0 = 1, b1 = −2cos ω0, b2 = 1).
 */
export function notch(fc: number, q: number, sampleRate: number, depthDb = Number.POSITIVE_INFINITY): Biquad {
  const { cos, sin } = omega(fc, sampleRate)
  const alpha = sin / (2 * q)
  const g = Number.isFinite(depthDb) ? 10 ** (-depthDb / 20) : 0
  return normalise(1 + g * alpha, -2 * cos, 1 - g * alpha, 1 + alpha, -2 * cos, 1 - alpha)
}

/** Second-order allpass: 0 dB everywhere, −180° at fc, Q sets how fast the phase turns. */
export function allpass(fc: number, q: number, sampleRate: number): Biquad {
  const { cos, sin } = omega(fc, sampleRate)
  const alpha = sin / (2 * q)
  return normalise(1 - alpha, -2 * cos, 1 + alpha, 1 + alpha, -2 * cos, 1 - alpha)
}

/** tan(π·fc/fs): the pre-warped analog frequency the first-order bilinear designs use. */
function prewarp(fc: number, sampleRate: number): number {
  return Math.tan((Math.PI * fc) / sampleRate)
}

/** First-order low-pass (6 dB/oct, −3.01 dB at fc). */
export function lowpass1(fc: number, sampleRate: number): Biquad {
  const k = prewarp(fc, sampleRate)
  return normalise(k, k, 0, k + 1, k - 1, 0)
}

/** First-order high-pass (6 dB/oct, −3.01 dB at fc). */
export function highpass1(fc: number, sampleRate: number): Biquad {
  const k = prewarp(fc, sampleRate)
  return normalise(1, -1, 0, k + 1, k - 1, 0)
}

/** First-order allpass (1 − s)/(1 + s): −90° at fc. */
export function allpass1(fc: number, sampleRate: number): Biquad {
  const k = prewarp(fc, sampleRate)
  return normalise(k - 1, k + 1, 0, k + 1, k - 1, 0)
}

/** Bandwidth in octaves → Q, as the parametric EQ document states: Q = √(2^N) / (2^N − 1). */
export function qFromBandwidth(octaves: number): number {
  const r = 2 ** octaves
  return Math.sqrt(r) / (r - 1)
}

/** The cookbook designs a filter is named by in a pipeline or a test. */
export type CookbookKind = 'highpass' | 'lowpass' | 'bandpass' | 'notch' | 'peaking'

/**
 * One cookbook section by name. The cutoff is held just under Nyquist: a bilinear design at or past fs/2
 * has no digital counterpart, and a pipeline may ask for 20 kHz on a 32 kHz file.
 */
export function cookbookBiquad(
  kind: CookbookKind,
  fc: number,
  q: number,
  sampleRate: number,
  gainDb = 0,
): Biquad {
  const f = Math.min(fc, sampleRate * 0.499)
  switch (kind) {
    case 'lowpass':
      return lowpass(f, q, sampleRate)
    case 'highpass':
      return highpass(f, q, sampleRate)
    case 'bandpass':
      return bandpass(f, q, sampleRate)
    case 'notch':
      return notch(f, q, sampleRate)
    case 'peaking':
      return peaking(f, gainDb, q, sampleRate)
  }
}
