import { MediaPartError } from './media-part-error.ts'

/** Raw file contents as a browser or Node hands them over. */
export type MediaInput = Blob | ArrayBuffer | Uint8Array

/** Size and type limits for one attached file. */
export interface MediaLimits {
  /** Largest file accepted, in bytes (before base64, which adds a third). */
  maxBytes: number
  /** Accepted MIME types: exact types, or `audio/*`-style prefixes. */
  accept: readonly string[]
  /** What the file is, for error messages. */
  kind: 'image' | 'audio'
}

/** A file's bytes and MIME type, once it has passed the limits. */
export interface MediaBytes {
  bytes: Uint8Array
  mimeType: string
}

/**
 * Checks a file against its limits and reads it. A Blob's size is checked before its bytes are read,
 * so a 2 GB recording is refused without loading it.
 */
export async function readMedia(
  input: MediaInput,
  mimeType: string | undefined,
  limits: MediaLimits,
): Promise<MediaBytes> {
  const type = (mimeType ?? (isBlob(input) ? input.type : '')).toLowerCase().split(';')[0]!.trim()
  if (!accepts(limits.accept, type)) {
    throw new MediaPartError(
      'unsupported_media_type',
      `${type ? `"${type}"` : 'a file without a MIME type'} is not an accepted ${limits.kind} type (${limits.accept.join(', ')})`,
      { mimeType: type },
    )
  }
  const size = isBlob(input) ? input.size : input.byteLength
  if (size > limits.maxBytes) {
    throw new MediaPartError(
      'media_too_large',
      `the ${limits.kind} has ${size} bytes; the limit is ${limits.maxBytes}`,
      { bytes: size, maxBytes: limits.maxBytes, mimeType: type },
    )
  }
  const bytes = isBlob(input)
    ? new Uint8Array(await input.arrayBuffer())
    : input instanceof Uint8Array
      ? input
      : new Uint8Array(input)
  return { bytes, mimeType: type }
}

function accepts(accept: readonly string[], type: string): boolean {
  return accept.some((entry) => (entry.endsWith('/*') ? type.startsWith(entry.slice(0, -1)) : entry === type))
}

function isBlob(input: MediaInput): input is Blob {
  return typeof Blob !== 'undefined' && input instanceof Blob
}
