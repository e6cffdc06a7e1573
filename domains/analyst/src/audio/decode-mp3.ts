import { MPEGDecoder } from 'mpg123-decoder'
import type { DecodedAudio } from '../contract/index.ts'
import type { AudioLimits } from './audio-limits.ts'
import { FrameSink } from './frame-sink.ts'
import { scanMpegFrames } from './mpeg-frames.ts'
import { reusable } from './reusable-decoder.ts'

/** Bytes fed to mpg123 at once: at 8 kbit/s that is ~16 s of audio, a few MB of output at most. */
const CHUNK = 16 * 1024

const withMpeg = reusable(() => new MPEGDecoder())

/**
 * Decodes MP3 (MPEG-1/2/2.5 layers I–III) after counting its frames from their headers: the output is
 * allocated once at the counted size, and a file whose frames add up past the limits decodes nothing.
 */
export function decodeMp3(bytes: Uint8Array, limits: AudioLimits, shared = false): Promise<DecodedAudio> {
  const layout = scanMpegFrames(bytes, limits)
  return withMpeg(async (decoder) => {
    const sink = new FrameSink(layout.channels, layout.frames, shared)
    for (let at = 0; at < bytes.length && !sink.full; at += CHUNK) {
      const decoded = decoder.decode(bytes.subarray(at, at + CHUNK))
      if (decoded.samplesDecoded > 0) sink.push(decoded.channelData, decoded.samplesDecoded)
    }
    return sink.finish(layout.sampleRate, 'mp3')
  })
}
