import { MindwireError } from '../errors.ts'

/** Why a file could not become a message part. */
export type MediaPartErrorCode = 'media_too_large' | 'unsupported_media_type' | 'invalid_spectrum'

/**
 * A file or spectrum the client refuses before anything is sent: branch on `code`. Too large is caught
 * here rather than by the server's body limit, which would refuse the whole message with a vaguer 413.
 */
export class MediaPartError extends MindwireError {
  declare readonly code: MediaPartErrorCode
  declare readonly details: { bytes?: number; maxBytes?: number; mimeType?: string }

  constructor(code: MediaPartErrorCode, message: string, details: MediaPartError['details'] = {}) {
    super(code, message, { details, retryable: false })
    this.name = 'MediaPartError'
  }
}
