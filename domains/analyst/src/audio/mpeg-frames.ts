import { type AudioLimits, checkLayout, invalidAudio } from './audio-limits.ts'

/** One MPEG audio frame header, decoded from its four bytes. */
export interface MpegFrameHeader {
  /** 1, 2 or 2.5 (as 25). */
  version: 1 | 2 | 25
  layer: 1 | 2 | 3
  sampleRate: number
  channels: 1 | 2
  /** Bytes the frame takes, header included. */
  length: number
  /** Samples per channel the frame decodes to. */
  samples: number
}

/** What a scan of every frame header found: the layout before a byte of audio is decoded. */
export interface MpegLayout {
  sampleRate: number
  channels: number
  frames: number
  frameCount: number
}

const RATES = { 1: [44_100, 48_000, 32_000], 2: [22_050, 24_000, 16_000], 25: [11_025, 12_000, 8_000] }
// kbit/s by bitrate index 1–14; index 0 (free format) and 15 are refused.
const BITRATES = {
  v1l1: [32, 64, 96, 128, 160, 192, 224, 256, 288, 320, 352, 384, 416, 448],
  v1l2: [32, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320, 384],
  v1l3: [32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320],
  v2l1: [32, 48, 56, 64, 80, 96, 112, 128, 144, 160, 176, 192, 224, 256],
  v2l23: [8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
}

/** The frame header at `at`, or undefined where the bytes are not one (reserved or free-format fields). */
export function mpegFrameHeader(bytes: Uint8Array, at: number): MpegFrameHeader | undefined {
  if (at + 4 > bytes.length || bytes[at] !== 0xff || (bytes[at + 1]! & 0xe0) !== 0xe0) return undefined
  const b1 = bytes[at + 1]!
  const b2 = bytes[at + 2]!
  const versionBits = (b1 >> 3) & 3
  const layerBits = (b1 >> 1) & 3
  const bitrateIndex = b2 >> 4
  const rateIndex = (b2 >> 2) & 3
  if (versionBits === 1 || layerBits === 0 || bitrateIndex === 0 || bitrateIndex === 15 || rateIndex === 3)
    return undefined
  const version = versionBits === 3 ? 1 : versionBits === 2 ? 2 : 25
  const layer = (4 - layerBits) as 1 | 2 | 3
  const sampleRate = RATES[version][rateIndex]!
  const table =
    version === 1
      ? [BITRATES.v1l1, BITRATES.v1l2, BITRATES.v1l3][layer - 1]!
      : layer === 1
        ? BITRATES.v2l1
        : BITRATES.v2l23
  const bitrate = table[bitrateIndex - 1]! * 1000
  const padding = (b2 >> 1) & 1
  const channels = bytes[at + 3]! >> 6 === 3 ? 1 : 2
  if (layer === 1)
    return {
      version,
      layer,
      sampleRate,
      channels,
      length: (Math.floor((12 * bitrate) / sampleRate) + padding) * 4,
      samples: 384,
    }
  const perFrame = layer === 3 && version !== 1 ? 576 : 1152
  return {
    version,
    layer,
    sampleRate,
    channels,
    length: Math.floor(((perFrame / 8) * bitrate) / sampleRate) + padding,
    samples: perFrame,
  }
}

/**
 * Walks every frame header of an MP3 (after an ID3v2 tag): a frame counts when the next one starts where
 * its length says (or the file ends), so sync bytes inside audio data are not mistaken for frames. All
 * frames must share version, layer, rate and channel count; the total is checked against the limits.
 */
export function scanMpegFrames(bytes: Uint8Array, limits: AudioLimits): MpegLayout {
  let first: MpegFrameHeader | undefined
  let frames = 0
  let frameCount = 0
  let at = id3v2Length(bytes)
  while (at + 4 <= bytes.length) {
    const header = mpegFrameHeader(bytes, at)
    const next = header && at + header.length
    const chained =
      header !== undefined &&
      next !== undefined &&
      (next >= bytes.length - 4 || mpegFrameHeader(bytes, next)?.sampleRate === header.sampleRate)
    if (!header || !chained) {
      at++
      continue
    }
    if (!first) first = header
    else if (
      header.version !== first.version ||
      header.layer !== first.layer ||
      header.sampleRate !== first.sampleRate ||
      header.channels !== first.channels
    )
      throw invalidAudio(
        `frame ${frameCount} changes the stream (MPEG ${header.version} layer ${header.layer}, ${header.sampleRate} Hz, ${header.channels} ch)`,
        'frameHeader',
      )
    frames += header.samples
    frameCount++
    at += header.length
  }
  if (!first) throw invalidAudio('no MPEG audio frame was found', 'frames')
  checkLayout({ channels: first.channels, sampleRate: first.sampleRate, frames }, limits)
  return { sampleRate: first.sampleRate, channels: first.channels, frames, frameCount }
}

/** The bytes of a leading ID3v2 tag (its size is a 28-bit "syncsafe" integer; a footer adds 10). */
function id3v2Length(bytes: Uint8Array): number {
  if (bytes.length < 10 || bytes[0] !== 0x49 || bytes[1] !== 0x44 || bytes[2] !== 0x33) return 0
  const size =
    ((bytes[6]! & 0x7f) << 21) | ((bytes[7]! & 0x7f) << 14) | ((bytes[8]! & 0x7f) << 7) | (bytes[9]! & 0x7f)
  return 10 + size + (bytes[5]! & 0x10 ? 10 : 0)
}
