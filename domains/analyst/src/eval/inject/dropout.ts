/**
 * Dropouts: exact digital zeros of `lengthMs` starting at each of `atMs`, in every channel, with hard
 * edges, as a lost buffer or a bad cable produces. Returns the number of samples zeroed per channel.
 */
export function injectDropouts(
  channels: Float32Array[],
  sampleRate: number,
  params: { atMs: number[]; lengthMs: number },
): number {
  let zeroed = 0
  const length = channels[0]?.length ?? 0
  for (const at of params.atMs) {
    const start = Math.min(length, Math.round((at * sampleRate) / 1000))
    const end = Math.min(length, start + Math.round((params.lengthMs * sampleRate) / 1000))
    for (const channel of channels) channel.fill(0, start, end)
    zeroed += end - start
  }
  return zeroed
}
