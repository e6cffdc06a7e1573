/** The p-th percentile (0–100) by linear interpolation; NaN for no values. */
export function percentile(values: ArrayLike<number>, p: number): number {
  if (values.length === 0) return Number.NaN
  const sorted = Float64Array.from(values).sort()
  const pos = (Math.max(0, Math.min(100, p)) / 100) * (sorted.length - 1)
  const lo = Math.floor(pos)
  const hi = Math.min(sorted.length - 1, lo + 1)
  return sorted[lo]! + (sorted[hi]! - sorted[lo]!) * (pos - lo)
}

/** Root mean square of samples[from, to). */
export function rms(samples: ArrayLike<number>, from = 0, to = samples.length): number {
  let sum = 0
  for (let i = from; i < to; i++) sum += samples[i]! * samples[i]!
  return to > from ? Math.sqrt(sum / (to - from)) : 0
}

/** RMS of consecutive frames of `size` samples. */
export function frameRms(samples: Float32Array, size: number): Float64Array {
  const count = Math.max(1, Math.floor(samples.length / size))
  const out = new Float64Array(count)
  for (let f = 0; f < count; f++) out[f] = rms(samples, f * size, Math.min(samples.length, (f + 1) * size))
  return out
}

/** Amplitude in dBFS with a −200 floor. */
export function dbfs(amplitude: number): number {
  return 20 * Math.log10(Math.max(Math.abs(amplitude), 1e-10))
}

/** Median filter of a series with a window of ±half points (edges use what exists). */
export function medianFilter(values: ArrayLike<number>, half: number): Float64Array {
  return percentileFilter(values, half, 50)
}

/** Running p-th percentile (nearest rank) over a window of ±half points. */
export function percentileFilter(values: ArrayLike<number>, half: number, p: number): Float64Array {
  const out = new Float64Array(values.length)
  const buf: number[] = []
  for (let i = 0; i < values.length; i++) {
    buf.length = 0
    for (let j = Math.max(0, i - half); j <= Math.min(values.length - 1, i + half); j++) buf.push(values[j]!)
    buf.sort((a, b) => a - b)
    out[i] = buf[Math.min(buf.length - 1, Math.floor((p / 100) * buf.length))]!
  }
  return out
}
