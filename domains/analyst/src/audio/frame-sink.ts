import type { DecodedAudio } from '../contract/index.ts'
import { invalidAudio } from './audio-limits.ts'

/**
 * The decoded output, allocated once at the size the headers declared; a decoder's chunks are copied in
 * and whatever a decoder produces past that size is dropped, so the headers bound the memory.
 */
export class FrameSink {
  readonly channels: Float32Array[]
  private written = 0

  constructor(channelCount: number, capacity: number, shared = false) {
    this.channels = Array.from({ length: channelCount }, () => allocateChannel(capacity, shared))
  }

  get full(): boolean {
    return this.written >= (this.channels[0]?.length ?? 0)
  }

  /** Copies up to `frames` frames of a decoded chunk (the decoders' views may be longer). */
  push(chunk: readonly Float32Array[], frames: number): void {
    const room = (this.channels[0]?.length ?? 0) - this.written
    const take = Math.max(0, Math.min(frames, room))
    if (take === 0) return
    // mpg123 hands out two channels for a mono stream (the same samples twice); the first ones are kept.
    if (chunk.length < this.channels.length)
      throw invalidAudio(
        `the decoder produced ${chunk.length} channels where the headers declared ${this.channels.length}`,
        'channels',
      )
    for (const [c, channel] of this.channels.entries()) channel.set(chunk[c]!.subarray(0, take), this.written)
    this.written += take
  }

  /** The audio decoded so far; a file whose frames decode to nothing is refused. */
  finish(sampleRate: number, format: string): DecodedAudio {
    if (this.written === 0) throw invalidAudio(`no ${format.toUpperCase()} frame could be decoded`, 'frames')
    // A view, not a copy: the tail beyond the decoded frames (a frame or two of MP3 padding) stays allocated.
    const channels = this.channels.map((c) => (this.written === c.length ? c : c.subarray(0, this.written)))
    return { sampleRate, channels, durationMs: (this.written / sampleRate) * 1000, format }
  }
}

/**
 * One channel's samples; shared memory when a worker decodes it, so the thread that analyses it and the one
 * that handed it over read the same bytes without a copy.
 */
export function allocateChannel(frames: number, shared: boolean): Float32Array {
  return shared ? new Float32Array(new SharedArrayBuffer(frames * 4)) : new Float32Array(frames)
}
