/** Stable error codes of the HTTP API; clients branch on these, never on messages. */
export type ApiErrorCode =
  | 'invalid_request'
  | 'invalid_json'
  | 'payload_too_large'
  | 'message_too_long'
  | 'content_blocked'
  | 'unauthorized'
  | 'forbidden_origin'
  | 'forbidden'
  | 'not_found'
  | 'unknown_app'
  | 'session_busy'
  | 'run_cancelled'
  | 'no_pending_call'
  | 'approval_mismatch'
  | 'not_a_server_tool'
  | 'blocked'
  | 'confirmation_required'
  | 'rate_limited'
  | 'quota_exceeded'
  | 'limit_exceeded'
  | 'model_unavailable'
  | 'model_not_allowed'
  | 'idempotency_key_reused'
  | 'unknown_event'
  | 'conflict'
  | 'edit_rejected'
  | 'invalid_audio'
  | 'audio_too_long'
  | 'analysis_overrun'
  | 'sensor_owned_by_vehicle'
  | 'use_command'
  | 'internal'

/** The body of every error response: `{ error: { code, message, … } }`. */
export interface ApiErrorBody {
  error: { code: ApiErrorCode; message: string; details?: unknown }
}

/** An expected failure with its HTTP status; the error handler renders it as an ApiErrorBody. */
export class ApiError extends Error {
  readonly statusCode: number
  readonly code: ApiErrorCode
  readonly details?: unknown
  readonly headers?: Record<string, string>

  constructor(
    statusCode: number,
    code: ApiErrorCode,
    message: string,
    options: { details?: unknown; headers?: Record<string, string> } = {},
  ) {
    super(message)
    this.name = 'ApiError'
    this.statusCode = statusCode
    this.code = code
    this.details = options.details
    this.headers = options.headers
  }

  body(): ApiErrorBody {
    const error: ApiErrorBody['error'] = { code: this.code, message: this.message }
    if (this.details !== undefined) error.details = this.details
    return { error }
  }
}

export const notFound = (what: string) => new ApiError(404, 'not_found', `${what} not found`)
