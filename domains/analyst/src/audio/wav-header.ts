import { type AudioLimits, checkLayout, invalidAudio } from './audio-limits.ts'

/** The sample encodings the analyst decodes from WAV. */
export type WavSampleFormat = 'pcm' | 'float'

/** A WAV file's layout, read and checked from its chunks before any sample is touched. */
export interface WavLayout {
  sampleFormat: WavSampleFormat
  channels: number
  sampleRate: number
  bitsPerSample: number
  blockAlign: number
  /** Where the data chunk's samples start, and how many whole frames the file really holds. */
  dataOffset: number
  frames: number
}

const WAVE_FORMAT_PCM = 0x0001
const WAVE_FORMAT_IEEE_FLOAT = 0x0003
const WAVE_FORMAT_EXTENSIBLE = 0xfffe
/** Bytes 2–15 of every KSDATAFORMAT_SUBTYPE GUID whose first two bytes carry a format tag. */
const SUBTYPE_GUID_TAIL = [0x00, 0x00, 0x00, 0x00, 0x10, 0x00, 0x80, 0x00, 0x00, 0xaa, 0x00, 0x38, 0x9b, 0x71]
const PCM_BITS = new Set([8, 16, 24, 32])
const FLOAT_BITS = new Set([32, 64])

/**
 * Reads a RIFF/WAVE header and checks every field the decoder relies on: the format tag (PCM or IEEE
 * float, directly or as WAVE_FORMAT_EXTENSIBLE's subformat), channels, rate, bit depth, block align,
 * and the data chunk; then the declared size against the limits. Throws AudioRejectedError.
 */
export function readWavLayout(bytes: Uint8Array, limits: AudioLimits): WavLayout {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  if (bytes.length < 12 || ascii(bytes, 0) !== 'RIFF' || ascii(bytes, 8) !== 'WAVE')
    throw invalidAudio('not a RIFF/WAVE file (little-endian RIFF only)', 'riff')
  let fmt: Omit<WavLayout, 'dataOffset' | 'frames'> | undefined
  let data: { offset: number; size: number } | undefined
  // Each chunk advances at least 8 bytes, so the walk is linear in the file's size.
  for (let at = 12; at + 8 <= bytes.length && !(fmt && data); ) {
    const id = ascii(bytes, at)
    const size = view.getUint32(at + 4, true)
    const body = at + 8
    if (id === 'fmt ' && !fmt) fmt = readFmt(view, body, Math.min(size, bytes.length - body))
    // A data size past the end is a truncated (or still-recording) file: its whole frames are kept.
    if (id === 'data' && !data) data = { offset: body, size: Math.min(size, bytes.length - body) }
    at = body + size + (size % 2)
  }
  if (!fmt) throw invalidAudio('the WAV file has no fmt chunk', 'fmt')
  if (!data) throw invalidAudio('the WAV file has no data chunk', 'data')
  const frames = Math.floor(data.size / fmt.blockAlign)
  checkLayout({ channels: fmt.channels, sampleRate: fmt.sampleRate, frames }, limits)
  return { ...fmt, dataOffset: data.offset, frames }
}

function readFmt(view: DataView, at: number, size: number): Omit<WavLayout, 'dataOffset' | 'frames'> {
  if (size < 16) throw invalidAudio(`the fmt chunk has ${size} bytes; it needs at least 16`, 'fmt')
  let tag = view.getUint16(at, true)
  const channels = view.getUint16(at + 2, true)
  const sampleRate = view.getUint32(at + 4, true)
  // Bytes 8–11 (byte rate) repeat rate × block align and are not read: writers get it wrong and no
  // decoder needs it.
  const blockAlign = view.getUint16(at + 12, true)
  const bitsPerSample = view.getUint16(at + 14, true)
  if (tag === WAVE_FORMAT_EXTENSIBLE) {
    if (size < 40) throw invalidAudio(`a WAVE_FORMAT_EXTENSIBLE fmt chunk has 40 bytes, not ${size}`, 'fmt')
    const validBits = view.getUint16(at + 18, true)
    if (validBits > bitsPerSample)
      throw invalidAudio(
        `${validBits} valid bits do not fit in ${bitsPerSample}-bit containers`,
        'validBitsPerSample',
      )
    for (let i = 0; i < SUBTYPE_GUID_TAIL.length; i++)
      if (view.getUint8(at + 26 + i) !== SUBTYPE_GUID_TAIL[i])
        throw invalidAudio('the WAVE_FORMAT_EXTENSIBLE subformat is not a known GUID', 'subFormat')
    tag = view.getUint16(at + 24, true)
  }
  const sampleFormat = tag === WAVE_FORMAT_PCM ? 'pcm' : tag === WAVE_FORMAT_IEEE_FLOAT ? 'float' : undefined
  if (!sampleFormat)
    throw invalidAudio(
      `WAV format tag 0x${tag.toString(16).padStart(4, '0')} is not supported: PCM or IEEE float only`,
      'formatTag',
    )
  if (!(sampleFormat === 'pcm' ? PCM_BITS : FLOAT_BITS).has(bitsPerSample))
    throw invalidAudio(
      `${bitsPerSample}-bit ${sampleFormat === 'pcm' ? 'PCM' : 'float'} is not supported (${[
        ...(sampleFormat === 'pcm' ? PCM_BITS : FLOAT_BITS),
      ].join(', ')} bits)`,
      'bitsPerSample',
    )
  if (channels < 1) throw invalidAudio('the header declares 0 channels', 'channels')
  if (blockAlign !== channels * (bitsPerSample / 8))
    throw invalidAudio(
      `block align ${blockAlign} is not ${channels} channels × ${bitsPerSample / 8} bytes`,
      'blockAlign',
    )
  return { sampleFormat, channels, sampleRate, bitsPerSample, blockAlign }
}

function ascii(bytes: Uint8Array, at: number): string {
  return String.fromCharCode(bytes[at] ?? 0, bytes[at + 1] ?? 0, bytes[at + 2] ?? 0, bytes[at + 3] ?? 0)
}
