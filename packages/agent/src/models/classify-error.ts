import { APICallError } from '@ai-sdk/provider'
import { AgentError, ModelCallError } from '../errors.ts'

/** Turns whatever a provider threw into a typed error that says whether another attempt may succeed. */
export function classifyModelError(error: unknown, model: string): ModelCallError {
  if (error instanceof ModelCallError) return error
  if (error instanceof AgentError) {
    return new ModelCallError('model_stream', error.message, { cause: error, retryable: error.retryable })
  }
  if (APICallError.isInstance(error)) {
    const status = error.statusCode
    const retryable =
      error.isRetryable || status === 408 || status === 429 || (status !== undefined && status >= 500)
    return new ModelCallError(
      retryable ? 'model_unavailable' : 'model_rejected',
      `${model}: ${error.message}`,
      {
        cause: error,
        retryable,
        statusCode: status,
        retryAfterMs: parseRetryAfter(error.responseHeaders),
        endpoint: error.url,
      },
    )
  }
  const message = error instanceof Error ? error.message : String(error)
  return new ModelCallError('model_stream', `${model}: ${message}`, { cause: error, retryable: false })
}

/**
 * A failure in a few words that are safe to show anyone — `HTTP 429`, `ECONNREFUSED`, `model_timeout` —
 * unlike the provider's message, which can carry hosts, keys' tails or request details.
 */
export function shortReason(failure: ModelCallError): string {
  if (failure.statusCode !== undefined) return `HTTP ${failure.statusCode}`
  return networkCode(failure.cause) ?? failure.code
}

/** The system error code (ECONNREFUSED, ENOTFOUND, …) somewhere down a fetch failure's causes. */
function networkCode(error: unknown, depth = 0): string | undefined {
  if (typeof error !== 'object' || error === null || depth > 5) return undefined
  const { code, cause, errors } = error as { code?: unknown; cause?: unknown; errors?: unknown }
  if (typeof code === 'string' && /^E[A-Z]+$/.test(code)) return code
  return (
    networkCode(cause, depth + 1) ?? (Array.isArray(errors) ? networkCode(errors[0], depth + 1) : undefined)
  )
}

/** Milliseconds from `retry-after-ms`, or `retry-after` in seconds or as an HTTP date. */
export function parseRetryAfter(
  headers: Record<string, string> | undefined,
  now = Date.now(),
): number | undefined {
  if (!headers) return undefined
  const ms = Number.parseFloat(headers['retry-after-ms'] ?? '')
  if (Number.isFinite(ms) && ms >= 0) return ms
  const value = headers['retry-after']
  if (value === undefined) return undefined
  const seconds = Number.parseFloat(value)
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000
  const date = Date.parse(value)
  return Number.isNaN(date) ? undefined : Math.max(0, date - now)
}
