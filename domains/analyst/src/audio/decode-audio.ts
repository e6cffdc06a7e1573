import type { DecodedAudio } from '../contract/index.ts'
import { type AudioLimits, DEFAULT_AUDIO_LIMITS, invalidAudio } from './audio-limits.ts'
import { decodeFlac } from './decode-flac.ts'
import { decodeMp3 } from './decode-mp3.ts'
import { decodeWav } from './wav-codec.ts'

/** The containers `decodeAudio` recognises. */
export type AudioContainer = 'wav' | 'flac' | 'mp3'

/** Sniffs the container from magic bytes, falling back to the hint (a file name, extension or MIME type). */
export function sniffContainer(bytes: Uint8Array, hint?: string): AudioContainer | undefined {
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to))
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WAVE') return 'wav'
  if (ascii(0, 4) === 'fLaC') return 'flac'
  if (ascii(0, 3) === 'ID3') return 'mp3'
  // An MPEG audio frame starts with 11 set sync bits.
  if (bytes[0] === 0xff && ((bytes[1] ?? 0) & 0xe0) === 0xe0) return 'mp3'
  const lower = hint?.toLowerCase() ?? ''
  if (/wav|wave/.test(lower)) return 'wav'
  if (/flac/.test(lower)) return 'flac'
  if (/mp3|mpeg/.test(lower)) return 'mp3'
  return undefined
}

/**
 * Decodes WAV, FLAC or MP3 bytes to float channels. Each container's header (and frame headers) are
 * checked against the limits before anything is decoded; a refusal is an AudioRejectedError.
 */
export async function decodeAudio(
  bytes: Uint8Array,
  hint?: string,
  limits: AudioLimits = DEFAULT_AUDIO_LIMITS,
  /** Decode into SharedArrayBuffers (a worker decoding for another thread). */
  shared = false,
): Promise<DecodedAudio> {
  const container = sniffContainer(bytes, hint)
  if (container === 'wav') return decodeWav(bytes, limits, shared)
  if (container === 'flac') return decodeFlac(bytes, limits, shared)
  if (container === 'mp3') return decodeMp3(bytes, limits, shared)
  throw invalidAudio('unsupported audio format: expected WAV, FLAC or MP3', 'container')
}
