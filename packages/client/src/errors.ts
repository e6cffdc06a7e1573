/**
 * Stable error codes the client raises: the server's HTTP codes (`rate_limited`, `session_busy`,
 * `not_found`, …), a run's `error` event code, and the client's own `network`, `aborted`,
 * `interrupted`, `stream_lost`, `bad_response` and `timeout` (no answer within the client's `timeout`).
 */
export type MindwireErrorCode = string

/** A failure with a stable code; branch on `code`, never on the message. */
export class MindwireError extends Error {
  readonly code: MindwireErrorCode
  /** The HTTP status, when the server answered with one. */
  readonly status?: number
  readonly details?: unknown
  /** From a 429's Retry-After header: how long to wait before trying again. */
  readonly retryAfterMs?: number
  /** True when the same request may succeed later (network drops, 429, 503, retryable run errors). */
  readonly retryable: boolean

  constructor(
    code: MindwireErrorCode,
    message: string,
    options: {
      status?: number
      details?: unknown
      retryAfterMs?: number
      retryable?: boolean
      cause?: unknown
    } = {},
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause })
    this.name = 'MindwireError'
    this.code = code
    this.status = options.status
    this.details = options.details
    this.retryAfterMs = options.retryAfterMs
    this.retryable =
      options.retryable ?? (options.status === 429 || options.status === 503 || code === 'network')
  }
}

/** True for the error a stream or request raises after `abort()`. */
export function isAbortError(error: unknown): boolean {
  return error instanceof MindwireError && error.code === 'aborted'
}

/** Turns a non-2xx response with an `{ error: { code, message } }` body into a MindwireError. */
export async function errorFromResponse(response: Response): Promise<MindwireError> {
  const text = await response.text().catch(() => '')
  let body: { error?: { code?: unknown; message?: unknown; details?: unknown } } | undefined
  try {
    body = text ? JSON.parse(text) : undefined
  } catch {
    body = undefined
  }
  const code = typeof body?.error?.code === 'string' ? body.error.code : `http_${response.status}`
  const message =
    typeof body?.error?.message === 'string'
      ? body.error.message
      : `HTTP ${response.status}${text ? `: ${text.slice(0, 200)}` : ''}`
  return new MindwireError(code, message, {
    status: response.status,
    details: body?.error?.details,
    retryAfterMs: parseRetryAfter(response.headers.get('retry-after')),
  })
}

/** Retry-After is either delta-seconds or an HTTP date. */
export function parseRetryAfter(value: string | null, now = Date.now()): number | undefined {
  if (!value) return undefined
  const seconds = Number(value)
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000)
  const date = Date.parse(value)
  return Number.isNaN(date) ? undefined : Math.max(0, date - now)
}

/** Wraps whatever fetch threw: an abort stays an abort, anything else is a network failure. */
export function fetchFailure(error: unknown, signal?: AbortSignal): MindwireError {
  if (error instanceof MindwireError) return error
  if (signal?.aborted) return abortedError(signal)
  const message = error instanceof Error ? error.message : String(error)
  return new MindwireError('network', `the request failed: ${message}`, { cause: error })
}

export function abortedError(signal?: AbortSignal): MindwireError {
  const reason = signal?.reason
  const why = reason instanceof Error ? reason.message : typeof reason === 'string' ? reason : 'aborted'
  return new MindwireError('aborted', why, { retryable: false })
}
