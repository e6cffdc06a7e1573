import type { Biquad } from './biquad.ts'
import type { PassType } from './butterworth.ts'
import { highpass, highpass1, lowpass, lowpass1 } from './rbj-cookbook.ts'

/** An analog pole, for the Bessel design. */
interface Pole {
  re: number
  im: number
}

/** Coefficients of the reverse Bessel polynomial θN(s), lowest power first: (2N−k)! / (2^(N−k)·k!·(N−k)!). */
function reverseBesselCoefficients(order: number): number[] {
  const factorial = (n: number): number => (n <= 1 ? 1 : n * factorial(n - 1))
  return Array.from(
    { length: order + 1 },
    (_, k) => factorial(2 * order - k) / (2 ** (order - k) * factorial(k) * factorial(order - k)),
  )
}

/** The roots of a real polynomial (lowest power first) by Durand–Kerner iteration; fine for N ≤ 10. */
function polynomialRoots(coefficients: number[]): Pole[] {
  const n = coefficients.length - 1
  const lead = coefficients[n]!
  const monic = coefficients.map((c) => c / lead)
  // Start points on a circle that is not symmetric about the real axis, as Durand–Kerner requires.
  let roots: Pole[] = Array.from({ length: n }, (_, k) => ({
    re: 2 * Math.cos((2 * Math.PI * k) / n + 0.4),
    im: 2 * Math.sin((2 * Math.PI * k) / n + 0.4),
  }))
  for (let iteration = 0; iteration < 500; iteration++) {
    let moved = 0
    roots = roots.map((root, i) => {
      // p(root) by Horner, divided by the product of (root − other roots).
      let pr = 1
      let pi = 0
      for (let k = n - 1; k >= 0; k--) {
        const r = pr * root.re - pi * root.im + monic[k]!
        pi = pr * root.im + pi * root.re
        pr = r
      }
      let dr = 1
      let di = 0
      roots.forEach((other, j) => {
        if (j === i) return
        const xr = root.re - other.re
        const xi = root.im - other.im
        const r = dr * xr - di * xi
        di = dr * xi + di * xr
        dr = r
      })
      const d = dr * dr + di * di
      const step = { re: (pr * dr + pi * di) / d, im: (pi * dr - pr * di) / d }
      moved = Math.max(moved, Math.hypot(step.re, step.im))
      return { re: root.re - step.re, im: root.im - step.im }
    })
    if (moved < 1e-14) break
  }
  return roots
}

/** |H(jω)|² of the all-pole low-pass with these poles, normalised to 1 at DC. */
function powerAt(poles: readonly Pole[], w: number): number {
  let power = 1
  for (const p of poles) power *= (p.re * p.re + p.im * p.im) / (p.re * p.re + (w - p.im) ** 2)
  return power
}

/** Bessel low-pass poles normalised so the magnitude is −3.01 dB at ω = 1, like the Butterworth designs. */
export function besselPoles(order: number): Pole[] {
  const poles = polynomialRoots(reverseBesselCoefficients(order))
  let low = 0.01
  let high = 100
  for (let i = 0; i < 200; i++) {
    const mid = Math.sqrt(low * high)
    if (powerAt(poles, mid) > 0.5) low = mid
    else high = mid
  }
  return poles.map((p) => ({ re: p.re / low, im: p.im / low }))
}

/** An order-N Bessel (maximally flat group delay) low- or high-pass, −3 dB at fc. */
export function bessel(type: PassType, fc: number, order: number, sampleRate: number): Biquad[] {
  const sections: Biquad[] = []
  for (const pole of besselPoles(order)) {
    if (pole.im < -1e-9) continue // one section per conjugate pair
    const w0 = Math.hypot(pole.re, pole.im)
    // A high-pass mirrors the low-pass poles (s → 1/s), which moves each section to fc/ω0.
    const f = type === 'lowpass' ? fc * w0 : fc / w0
    if (Math.abs(pole.im) <= 1e-9)
      sections.push(type === 'lowpass' ? lowpass1(f, sampleRate) : highpass1(f, sampleRate))
    else {
      const q = w0 / (2 * Math.abs(pole.re))
      sections.push(type === 'lowpass' ? lowpass(f, q, sampleRate) : highpass(f, q, sampleRate))
    }
  }
  return sections
}
