import type { ImagePart } from '../types.ts'
import { bytesToBase64 } from './base64.ts'
import { type MediaInput, readMedia } from './read-media.ts'

/** 4 MiB: base64 makes it 5.3 MiB, inside the server's default 8 MiB body limit. */
export const DEFAULT_MAX_IMAGE_BYTES = 4 * 1024 * 1024

/** The image types the provider APIs (OpenAI, Anthropic) accept. */
export const IMAGE_MIME_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const

export interface ImagePartOptions {
  /** Default DEFAULT_MAX_IMAGE_BYTES. */
  maxBytes?: number
}

/**
 * A screenshot or UI mock-up as a message part. `mimeType` may be left out for a Blob (its own type is
 * used); a too large or unsupported file is a MediaPartError (`media_too_large`, `unsupported_media_type`).
 */
export async function imageToPart(
  input: MediaInput,
  mimeType?: string,
  options: ImagePartOptions = {},
): Promise<ImagePart> {
  const media = await readMedia(input, mimeType, {
    kind: 'image',
    accept: IMAGE_MIME_TYPES,
    maxBytes: options.maxBytes ?? DEFAULT_MAX_IMAGE_BYTES,
  })
  return { type: 'image', data: bytesToBase64(media.bytes), mimeType: media.mimeType }
}
