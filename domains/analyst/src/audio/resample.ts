/**
 * Resamples one channel with a Kaiser-windowed sinc (no library in the npm registry we trust fits:
 * wave-resampler ships CommonJS with mismatched types and is unmaintained, libsamplerate-js is async WASM).
 * The cut-off sits at 0.95 × the lower Nyquist so downsampling does not alias.
 */
export function resample(channel: Float32Array, from: number, to: number, halfWidth = 16): Float32Array {
  if (from === to) return Float32Array.from(channel)
  if (!(from > 0 && to > 0)) throw new Error(`resample: bad rates ${from} → ${to}`)
  const ratio = to / from
  const cutoff = 0.95 * Math.min(1, ratio)
  const outLength = Math.floor(channel.length * ratio)
  const out = new Float32Array(outLength)
  // Taps span halfWidth zero crossings of the (possibly widened) sinc on each side.
  const reach = Math.ceil(halfWidth / cutoff)
  const table = kaiserTable(8, 4096)
  for (let n = 0; n < outLength; n++) {
    const centre = n / ratio
    const first = Math.max(0, Math.ceil(centre - reach))
    const last = Math.min(channel.length - 1, Math.floor(centre + reach))
    let sum = 0
    for (let k = first; k <= last; k++) {
      const t = k - centre
      const window = table[Math.round((Math.abs(t) / reach) * 4096)] ?? 0
      const arg = Math.PI * cutoff * t
      const sinc = arg === 0 ? 1 : Math.sin(arg) / arg
      sum += channel[k]! * cutoff * sinc * window
    }
    out[n] = sum
  }
  return out
}

/** The Kaiser window's right half sampled at size + 1 points, so the inner loop only looks it up. */
function kaiserTable(beta: number, size: number): Float64Array {
  const table = new Float64Array(size + 1)
  const norm = besselI0(beta)
  for (let i = 0; i <= size; i++) {
    const x = i / size
    table[i] = besselI0(beta * Math.sqrt(1 - x * x)) / norm
  }
  return table
}

/** Modified Bessel function of the first kind, order 0 (series; converges fast for the β we use). */
function besselI0(x: number): number {
  let sum = 1
  let term = 1
  const q = (x * x) / 4
  for (let k = 1; k < 30; k++) {
    term *= q / (k * k)
    sum += term
    if (term < 1e-12 * sum) break
  }
  return sum
}
