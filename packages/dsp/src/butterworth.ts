import type { Biquad } from './biquad.ts'
import { allpass, allpass1, highpass, highpass1, lowpass, lowpass1 } from './rbj-cookbook.ts'

export type PassType = 'lowpass' | 'highpass'

/**
 * The Q of each second-order section of an order-N Butterworth filter. The poles sit on the unit circle
 * at angles θk = π(2k − 1)/(2N) from the imaginary axis; a conjugate pair at θ has Q = 1/(2·sin θ).
 * Odd orders add a real pole (a first-order section), which this list does not include.
 */
export function butterworthQs(order: number): number[] {
  const qs: number[] = []
  for (let k = 1; k <= Math.floor(order / 2); k++)
    qs.push(1 / (2 * Math.sin((Math.PI * (2 * k - 1)) / (2 * order))))
  return qs
}

/** An order-N Butterworth low- or high-pass as a cascade of sections, −3.01 dB at fc, 6·N dB/oct. */
export function butterworth(type: PassType, fc: number, order: number, sampleRate: number): Biquad[] {
  assertOrder(order)
  const sections = butterworthQs(order).map((q) =>
    type === 'lowpass' ? lowpass(fc, q, sampleRate) : highpass(fc, q, sampleRate),
  )
  if (order % 2 === 1)
    sections.push(type === 'lowpass' ? lowpass1(fc, sampleRate) : highpass1(fc, sampleRate))
  return sections
}

/** Linkwitz-Riley of an even order: two identical Butterworth filters of half the order, −6.02 dB at fc. */
export function linkwitzRiley(type: PassType, fc: number, order: number, sampleRate: number): Biquad[] {
  if (order < 2 || order % 2 !== 0) throw new RangeError(`Linkwitz-Riley order must be even, got ${order}`)
  const half = butterworth(type, fc, order / 2, sampleRate)
  return [...half, ...half]
}

/**
 * The allpass that an LR low-pass + high-pass pair of this order sums to: for LR(2M) the sum is
 * B_M(−s)/B_M(s) with B_M the Butterworth polynomial, i.e. one allpass section per Butterworth section.
 * (LR2 sums to this only with the high branch inverted, as LR2 crossovers are wired.)
 */
export function linkwitzRileySumAllpass(fc: number, order: number, sampleRate: number): Biquad[] {
  const half = order / 2
  const sections = butterworthQs(half).map((q) => allpass(fc, q, sampleRate))
  if (half % 2 === 1) sections.push(allpass1(fc, sampleRate))
  return sections
}

/** The nearest supported Linkwitz-Riley order (2, 4, 8) to a number or an "LR4"-style name. */
export function linkwitzRileyOrder(order: number | string): 2 | 4 | 8 {
  const n = typeof order === 'number' ? order : Number(order.replace(/^LR/i, ''))
  if (n >= 6) return 8
  return n >= 3 ? 4 : 2
}

function assertOrder(order: number): void {
  if (!Number.isInteger(order) || order < 1 || order > 16)
    throw new RangeError(`filter order 1–16, got ${order}`)
}
