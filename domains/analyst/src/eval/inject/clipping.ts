/**
 * Gain then a hard clip at 0 dBFS, with the gain chosen so that `percent` of the span's samples end up
 * clipped: strength as the share of damaged samples is comparable across quiet and loud sources.
 * Returns the gain applied.
 */
export function injectClipping(
  channels: Float32Array[],
  percent: number,
  start: number,
  end: number,
): number {
  // A typed array sorts numerically without a comparator: several times faster than number[] with one.
  const magnitudes = new Float32Array(channels.length * Math.max(0, end - start))
  let m = 0
  for (const channel of channels) for (let i = start; i < end; i++) magnitudes[m++] = Math.abs(channel[i]!)
  magnitudes.sort()
  const index = Math.min(magnitudes.length - 1, Math.floor(magnitudes.length * (1 - percent / 100)))
  const gain = 1 / Math.max(magnitudes[index] ?? 1, 1e-9)
  for (const channel of channels)
    for (let i = start; i < end; i++) channel[i] = Math.max(-1, Math.min(1, channel[i]! * gain))
  return gain
}
