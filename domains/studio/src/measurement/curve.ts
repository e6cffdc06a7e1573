/** A magnitude response on a log frequency grid. */
export interface Curve {
  frequencies: Float64Array
  magnitudeDb: Float64Array
}

/** Mean of the curve's dB values in [lowHz, highHz] (the level targets are aligned at). */
export function meanLevelDb(curve: Curve, lowHz = 200, highHz = 2000): number {
  let sum = 0
  let count = 0
  curve.frequencies.forEach((f, i) => {
    if (f >= lowHz && f <= highHz) {
      sum += curve.magnitudeDb[i]!
      count++
    }
  })
  if (count === 0) throw new RangeError(`the curve has no points in ${lowHz}–${highHz} Hz`)
  return sum / count
}

/**
 * Fractional-octave smoothing: each point becomes the power average of the points within ±1/(2·fraction)
 * octave of it, as measurement software does before comparing with a target (1/6 octave by default).
 */
export function smoothFractionalOctave(curve: Curve, fraction = 6): Curve {
  const half = 1 / (2 * fraction)
  const n = curve.frequencies.length
  const power = curve.magnitudeDb.map((db) => 10 ** (db / 10))
  const out = new Float64Array(n)
  let lo = 0
  let hi = 0
  let sum = 0
  // A sliding window: the grid is sorted, so the window's ends only move forward.
  for (let i = 0; i < n; i++) {
    const f = curve.frequencies[i]!
    while (hi < n && Math.log2(curve.frequencies[hi]! / f) <= half + 1e-12) sum += power[hi++]!
    while (Math.log2(f / curve.frequencies[lo]!) > half + 1e-12) sum -= power[lo++]!
    out[i] = 10 * Math.log10(sum / (hi - lo))
  }
  return { frequencies: curve.frequencies, magnitudeDb: out }
}

/** The curve's value at any frequency, interpolated linearly in log frequency and held beyond its ends. */
export function curveAt(curve: Curve, frequencyHz: number): number {
  const f = curve.frequencies
  const n = f.length
  if (frequencyHz <= f[0]!) return curve.magnitudeDb[0]!
  if (frequencyHz >= f[n - 1]!) return curve.magnitudeDb[n - 1]!
  let lo = 0
  let hi = n - 1
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1
    if (f[mid]! <= frequencyHz) lo = mid
    else hi = mid
  }
  const t = Math.log(frequencyHz / f[lo]!) / Math.log(f[hi]! / f[lo]!)
  return curve.magnitudeDb[lo]! + t * (curve.magnitudeDb[hi]! - curve.magnitudeDb[lo]!)
}
