/** Machine-readable reason a store operation was refused; stable across versions. */
export type StoreErrorCode =
  | 'vector_unavailable'
  | 'session_not_found'
  | 'tenant_not_found'
  /** The record the operation names does not exist, or belongs to another tenant. */
  | 'not_found'
  | 'conflict'
  | 'invalid_input'

/** A store operation refused for a reason the caller can act on; anything else is a bug or an outage. */
export class StoreError extends Error {
  readonly code: StoreErrorCode

  constructor(code: StoreErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, { cause: options?.cause })
    this.name = 'StoreError'
    this.code = code
  }
}
