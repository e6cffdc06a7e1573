import type { ComplexResponse } from './complex.ts'

/**
 * A second-order section normalised so a0 = 1:
 * H(z) = (b0 + b1·z⁻¹ + b2·z⁻²) / (1 + a1·z⁻¹ + a2·z⁻²). A first-order section has b2 = a2 = 0.
 */
export interface Biquad {
  b0: number
  b1: number
  b2: number
  a1: number
  a2: number
}

/** Builds a section from unnormalised cookbook coefficients (divides everything by a0). */
export function normalise(b0: number, b1: number, b2: number, a0: number, a1: number, a2: number): Biquad {
  return { b0: b0 / a0, b1: b1 / a0, b2: b2 / a0, a1: a1 / a0, a2: a2 / a0 }
}

/** The complex response H(e^jω) of one section at `frequencyHz`. */
export function biquadResponseAt(
  section: Biquad,
  frequencyHz: number,
  sampleRate: number,
): { re: number; im: number } {
  const w = (2 * Math.PI * frequencyHz) / sampleRate
  const c1 = Math.cos(w)
  const s1 = Math.sin(w)
  const c2 = Math.cos(2 * w)
  const s2 = Math.sin(2 * w)
  // z⁻¹ = e^{−jω}: real parts take cos, imaginary parts −sin.
  const nr = section.b0 + section.b1 * c1 + section.b2 * c2
  const ni = -(section.b1 * s1 + section.b2 * s2)
  const dr = 1 + section.a1 * c1 + section.a2 * c2
  const di = -(section.a1 * s1 + section.a2 * s2)
  const d = dr * dr + di * di
  return { re: (nr * dr + ni * di) / d, im: (ni * dr - nr * di) / d }
}

/** Multiplies `target` in place by the response of a cascade of sections on a frequency grid. */
export function applyCascade(
  target: ComplexResponse,
  sections: readonly Biquad[],
  frequencies: ArrayLike<number>,
  sampleRate: number,
): void {
  if (sections.length === 0) return
  for (let i = 0; i < frequencies.length; i++) {
    let re = target.re[i]!
    let im = target.im[i]!
    for (const section of sections) {
      const h = biquadResponseAt(section, frequencies[i]!, sampleRate)
      const next = re * h.re - im * h.im
      im = re * h.im + im * h.re
      re = next
    }
    target.re[i] = re
    target.im[i] = im
  }
}

/** Magnitude in dB of a cascade at one frequency. */
export function cascadeMagnitudeDb(
  sections: readonly Biquad[],
  frequencyHz: number,
  sampleRate: number,
): number {
  let power = 1
  for (const section of sections) {
    const h = biquadResponseAt(section, frequencyHz, sampleRate)
    power *= h.re * h.re + h.im * h.im
  }
  return 10 * Math.log10(power)
}
