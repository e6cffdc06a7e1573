import { type AudioLimits, checkLayout, invalidAudio } from './audio-limits.ts'

/** FLAC's STREAMINFO block: what the stream promises about every frame that follows. */
export interface FlacStreamInfo {
  minBlockSize: number
  maxBlockSize: number
  sampleRate: number
  channels: number
  bitsPerSample: number
  /** 0 when the encoder did not know (a stream); the frames are then counted. */
  totalSamples: number
}

const STREAMINFO = 0
const STREAMINFO_LENGTH = 34

/**
 * Reads and checks STREAMINFO, which FLAC requires as the first metadata block: block sizes (16–65535,
 * min ≤ max), channels, rate, bit depth (4–32), and a known total length against the limits.
 */
export function readFlacStreamInfo(bytes: Uint8Array, limits: AudioLimits): FlacStreamInfo {
  if (bytes.length < 8 + STREAMINFO_LENGTH)
    throw invalidAudio('the FLAC file ends inside its header', 'streamInfo')
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const type = bytes[4]! & 0x7f
  const length = view.getUint32(4) & 0xffffff
  if (type !== STREAMINFO || length !== STREAMINFO_LENGTH)
    throw invalidAudio('a FLAC file starts with a 34-byte STREAMINFO block', 'streamInfo')
  const at = 8
  const minBlockSize = view.getUint16(at)
  const maxBlockSize = view.getUint16(at + 2)
  // Bytes 10–15: min/max frame size (24 bits each), hints no decoder needs; 0 means unknown.
  const packed = view.getUint32(at + 10)
  const sampleRate = packed >>> 12
  const channels = ((packed >>> 9) & 0x7) + 1
  const bitsPerSample = ((packed >>> 4) & 0x1f) + 1
  const totalSamples = (packed & 0xf) * 2 ** 32 + view.getUint32(at + 14)
  if (minBlockSize < 16 || maxBlockSize < minBlockSize)
    throw invalidAudio(
      `block sizes ${minBlockSize}–${maxBlockSize} are not a range of at least 16 samples`,
      'blockSize',
    )
  if (bitsPerSample < 4)
    throw invalidAudio(`${bitsPerSample} bits per sample; FLAC has 4 to 32`, 'bitsPerSample')
  // Frames are counted later when the total is unknown; a known total is refused here, before parsing.
  checkLayout({ channels, sampleRate, frames: totalSamples || 1 }, limits)
  return { minBlockSize, maxBlockSize, sampleRate, channels, bitsPerSample, totalSamples }
}
