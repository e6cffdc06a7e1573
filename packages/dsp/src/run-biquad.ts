import type { Biquad } from './biquad.ts'

// Both run the section in transposed direct form II, the form the DSP targets run and the one with the
// smallest state (two values), so a long cascade stays cheap.

/** Filters a signal through one section in place. */
export function processBiquad(section: Biquad, signal: Float64Array): void {
  let s1 = 0
  let s2 = 0
  const { b0, b1, b2, a1, a2 } = section
  for (let i = 0; i < signal.length; i++) {
    const x = signal[i]!
    const y = b0 * x + s1
    s1 = b1 * x - a1 * y + s2
    s2 = b2 * x - a2 * y
    signal[i] = y
  }
}

/**
 * Filters audio samples through one section into a new array, leaving the input as it was. The state runs in
 * doubles and each output is rounded to single precision once, as a Float32 loop would store it.
 */
export function applyBiquad(samples: Float32Array, section: Biquad): Float32Array {
  const signal = Float64Array.from(samples)
  processBiquad(section, signal)
  return Float32Array.from(signal)
}
