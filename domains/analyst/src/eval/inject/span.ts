import type { DecodedAudio } from '../../contract/index.ts'

/** Sample indices [start, end) of a defect's time span, clamped to the file. */
export function spanOf(audio: DecodedAudio, startMs?: number, endMs?: number): [number, number] {
  const length = audio.channels[0]?.length ?? 0
  const at = (ms: number) => Math.min(length, Math.max(0, Math.round((ms * audio.sampleRate) / 1000)))
  return [startMs === undefined ? 0 : at(startMs), endMs === undefined ? length : at(endMs)]
}

/**
 * Replaces [start, end) of `target` with `processed`, crossfading over `fade` samples at inner edges so a
 * filtered span does not begin with a click that would look like another defect.
 */
export function blendSpan(
  target: Float32Array,
  processed: Float32Array,
  start: number,
  end: number,
  fade: number,
) {
  for (let i = start; i < end; i++) {
    const fromStart = start === 0 ? fade : i - start
    const toEnd = end === target.length ? fade : end - 1 - i
    const w = Math.min(1, fromStart / fade, toEnd / fade)
    target[i] = target[i]! * (1 - w) + processed[i]! * w
  }
}

/** RMS over a span of every channel together: the "signal level" that hum and noise levels refer to. */
export function spanRms(channels: Float32Array[], start: number, end: number): number {
  let sum = 0
  for (const channel of channels) for (let i = start; i < end; i++) sum += channel[i]! * channel[i]!
  return Math.sqrt(sum / Math.max(1, channels.length * (end - start)))
}
