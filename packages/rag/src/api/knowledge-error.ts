/** Why a knowledge request was refused; stable, for clients to branch on. */
export type KnowledgeErrorCode =
  | 'knowledge_unavailable'
  | 'unknown_collection'
  | 'invalid_input'
  | 'too_large'
  | 'forbidden'
  | 'embedder_failed'
  | 'embedder_misconfigured'

/** The HTTP status each code answers with. */
export const KNOWLEDGE_ERROR_STATUS: Readonly<Record<KnowledgeErrorCode, number>> = {
  knowledge_unavailable: 503,
  unknown_collection: 404,
  invalid_input: 400,
  too_large: 413,
  forbidden: 403,
  embedder_failed: 502,
  embedder_misconfigured: 500,
}

/** A knowledge request refused for a reason the caller can act on. */
export class KnowledgeError extends Error {
  readonly code: KnowledgeErrorCode
  readonly details?: unknown

  constructor(
    code: KnowledgeErrorCode,
    message: string,
    options: { details?: unknown; cause?: unknown } = {},
  ) {
    super(message, { cause: options.cause })
    this.name = 'KnowledgeError'
    this.code = code
    this.details = options.details
  }
}
