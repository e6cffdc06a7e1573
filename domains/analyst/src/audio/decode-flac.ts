import { FLACDecoder } from '@wasm-audio-decoders/flac'
import CodecParser, { type CodecFrame } from 'codec-parser'
import type { DecodedAudio } from '../contract/index.ts'
import { type AudioLimits, checkLayout, invalidAudio } from './audio-limits.ts'
import { readFlacStreamInfo } from './flac-header.ts'
import { FrameSink } from './frame-sink.ts'
import { reusable } from './reusable-decoder.ts'

/** Frames handed to the decoder at once: bounds what it holds beside the output (≤ 64 × 65535 frames). */
const BATCH = 64

const withFlac = reusable(() => new FLACDecoder())

/**
 * Decodes FLAC after checking STREAMINFO and every frame header (channels and rate as STREAMINFO says,
 * block size within its range); the frames are counted before decoding, so the output is allocated once
 * at its exact size and a file declaring more than the limits decodes nothing.
 */
export function decodeFlac(bytes: Uint8Array, limits: AudioLimits, shared = false): Promise<DecodedAudio> {
  const info = readFlacStreamInfo(bytes, limits)
  const parser = new CodecParser<CodecFrame>('audio/flac', { enableFrameCRC32: false })
  const frames: Uint8Array[] = []
  const maxFrames = Math.min(limits.maxSeconds * info.sampleRate, limits.maxSamples / info.channels)
  let total = 0
  for (const frame of parser.parseAll(bytes)) {
    const header = frame.header as {
      channels: number
      sampleRate: number
      bitDepth: number
      blockSize: number
    }
    if (
      header.channels !== info.channels ||
      header.sampleRate !== info.sampleRate ||
      header.bitDepth !== info.bitsPerSample
    )
      throw invalidAudio(
        `frame ${frames.length} has ${header.channels} channels of ${header.bitDepth} bits at ${header.sampleRate} Hz; STREAMINFO says ${info.channels} of ${info.bitsPerSample} at ${info.sampleRate}`,
        'frameHeader',
      )
    if (header.blockSize > info.maxBlockSize)
      throw invalidAudio(
        `frame ${frames.length} holds ${header.blockSize} samples; STREAMINFO allows ${info.maxBlockSize}`,
        'blockSize',
      )
    total += header.blockSize
    // Checked as it grows, so a stream of tiny frames cannot make the frame list itself large.
    if (total > maxFrames)
      checkLayout({ channels: info.channels, sampleRate: info.sampleRate, frames: total }, limits)
    frames.push(frame.data)
  }
  const expected = info.totalSamples ? Math.min(info.totalSamples, total) : total
  checkLayout({ channels: info.channels, sampleRate: info.sampleRate, frames: expected }, limits)
  return withFlac(async (decoder) => {
    const sink = new FrameSink(info.channels, expected, shared)
    for (let i = 0; i < frames.length && !sink.full; i += BATCH) {
      const decoded = await decoder.decodeFrames(frames.slice(i, i + BATCH))
      sink.push(decoded.channelData, decoded.samplesDecoded)
    }
    return sink.finish(info.sampleRate, 'flac')
  })
}
