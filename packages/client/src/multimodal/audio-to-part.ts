import type { AudioPart } from '../types.ts'
import { bytesToBase64 } from './base64.ts'
import { type MediaInput, readMedia } from './read-media.ts'

/** 4 MiB (about 20 s of 48 kHz 16-bit stereo WAV): base64 keeps it inside the server's 8 MiB body limit. */
export const DEFAULT_MAX_AUDIO_BYTES = 4 * 1024 * 1024

export interface AudioPartOptions {
  /** Default DEFAULT_MAX_AUDIO_BYTES. */
  maxBytes?: number
  /** The clip's length; models and token estimates use it. */
  durationMs?: number
}

/**
 * A short audio clip (a measurement, a voice note) as a message part. `mimeType` may be left out for a
 * Blob; a too large or non-audio file is a MediaPartError (`media_too_large`, `unsupported_media_type`).
 */
export async function audioToPart(
  input: MediaInput,
  mimeType?: string,
  options: AudioPartOptions = {},
): Promise<AudioPart> {
  const media = await readMedia(input, mimeType, {
    kind: 'audio',
    accept: ['audio/*'],
    maxBytes: options.maxBytes ?? DEFAULT_MAX_AUDIO_BYTES,
  })
  const part: AudioPart = { type: 'audio', data: bytesToBase64(media.bytes), mimeType: media.mimeType }
  if (options.durationMs !== undefined) part.durationMs = options.durationMs
  return part
}
