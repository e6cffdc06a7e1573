import * as wavefileModule from 'wavefile'
import type { DecodedAudio } from '../contract/index.ts'
import { type AudioLimits, DEFAULT_AUDIO_LIMITS, invalidAudio } from './audio-limits.ts'
import { allocateChannel } from './frame-sink.ts'
import { readWavLayout, type WavSampleFormat } from './wav-header.ts'

// wavefile ships a CommonJS bundle for Node and an ESM entry for bundlers; take the class from either.
type WaveFileClass = typeof wavefileModule.WaveFile
const WaveFile: WaveFileClass =
  (wavefileModule as { WaveFile?: WaveFileClass }).WaveFile ??
  (wavefileModule as unknown as { default: { WaveFile: WaveFileClass } }).default.WaveFile

/** The sample encodings `encodeWav` writes. */
export type WavEncoding = 'pcm16' | 'pcm24' | 'pcm32' | 'float32'

/**
 * Decodes a RIFF/WAVE file (PCM 8/16/24/32 bit, float 32/64, plain or WAVE_FORMAT_EXTENSIBLE) to float
 * channels in −1…1. The header is read and checked against the limits first: nothing is allocated for a
 * file that declares more than they allow. A float sample that is not a finite number refuses the file.
 */
export function decodeWav(
  bytes: Uint8Array,
  limits: AudioLimits = DEFAULT_AUDIO_LIMITS,
  shared = false,
): DecodedAudio {
  const layout = readWavLayout(bytes, limits)
  const { channels: count, frames, bitsPerSample, sampleFormat, dataOffset } = layout
  const view = new DataView(bytes.buffer, bytes.byteOffset + dataOffset, frames * layout.blockAlign)
  const read = sampleReader(view, sampleFormat, bitsPerSample)
  const width = bitsPerSample / 8
  const channels = Array.from({ length: count }, () => allocateChannel(frames, shared))
  for (let f = 0; f < frames; f++) {
    for (let c = 0; c < count; c++) {
      const value = read((f * count + c) * width)
      if (!Number.isFinite(value))
        throw invalidAudio(`sample ${f} of channel ${c + 1} is not a finite number`, 'samples')
      channels[c]![f] = value
    }
  }
  return {
    sampleRate: layout.sampleRate,
    channels,
    durationMs: (frames / layout.sampleRate) * 1000,
    format: 'wav',
  }
}

/** Integer PCM is scaled by 2^(bits−1) (8-bit is unsigned); float data is already in −1…1. */
function sampleReader(view: DataView, format: WavSampleFormat, bits: number): (at: number) => number {
  if (format === 'float')
    return bits === 32 ? (at) => view.getFloat32(at, true) : (at) => view.getFloat64(at, true)
  if (bits === 8) return (at) => (view.getUint8(at) - 128) / 128
  if (bits === 16) return (at) => view.getInt16(at, true) / 32768
  if (bits === 24)
    return (at) =>
      ((view.getUint8(at + 2) << 24) | (view.getUint8(at + 1) << 16) | (view.getUint8(at) << 8)) / 2147483648
  return (at) => view.getInt32(at, true) / 2147483648
}

/** Encodes audio as a WAV file; integer encodings clip to full scale and round. */
export function encodeWav(
  audio: Pick<DecodedAudio, 'sampleRate' | 'channels'>,
  encoding: WavEncoding = 'pcm16',
): Uint8Array {
  const wav = new WaveFile()
  const bits = encoding === 'pcm16' ? 16 : encoding === 'pcm24' ? 24 : 32
  const channels = audio.channels.map((channel) => {
    if (encoding === 'float32') return Float64Array.from(channel)
    const max = 2 ** (bits - 1) - 1
    const out = new Float64Array(channel.length)
    for (let i = 0; i < channel.length; i++) {
      out[i] = Math.round(Math.max(-1, Math.min(1, channel[i]!)) * (max + 1))
      if (out[i]! > max) out[i] = max
    }
    return out
  })
  wav.fromScratch(
    channels.length,
    audio.sampleRate,
    encoding === 'float32' ? '32f' : String(bits),
    channels.length === 1 ? channels[0]! : channels,
  )
  return wav.toBuffer()
}
