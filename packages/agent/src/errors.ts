/** Machine-readable reason an agent operation failed; stable across versions. */
export type AgentErrorCode =
  | 'max_steps'
  | 'model_unavailable'
  | 'model_rejected'
  | 'model_timeout'
  | 'model_stream'
  | 'aborted'
  | 'session_busy'
  | 'no_pending_call'
  /** An approval given for other arguments than the waiting call's (its hash differs). */
  | 'approval_mismatch'
  /** An answer that cannot apply: edited arguments that do not validate, or edits on a decline. */
  | 'invalid_decision'
  | 'invalid_output'
  | 'config'
  | 'checkpoint_failed'
  | 'internal'

/** Base of every error the agent runtime surfaces; `code` says what happened, `retryable` whether to try again. */
export class AgentError extends Error {
  readonly code: AgentErrorCode
  readonly retryable: boolean

  constructor(code: AgentErrorCode, message: string, options?: { cause?: unknown; retryable?: boolean }) {
    super(message, { cause: options?.cause })
    this.name = 'AgentError'
    this.code = code
    this.retryable = options?.retryable ?? false
  }

  /** A plain object safe to send over the wire (no stack, no cause). */
  toJSON(): { code: AgentErrorCode; message: string; retryable: boolean } {
    return { code: this.code, message: this.message, retryable: this.retryable }
  }
}

/** The run needed more steps than `maxSteps` allows. */
export class MaxStepsExceededError extends AgentError {
  readonly maxSteps: number
  constructor(maxSteps: number) {
    super('max_steps', `run stopped: it needed more than ${maxSteps} steps`)
    this.name = 'MaxStepsExceededError'
    this.maxSteps = maxSteps
  }
}

/** One failed attempt against one model, kept so a final error can say what was tried. */
export interface ModelAttempt {
  model: string
  code: AgentErrorCode
  /** What the provider said, for logs: it can name hosts or request details, so clients get `reason`. */
  message: string
  /** The failure in a few words safe to show anyone: `HTTP 429`, `ECONNREFUSED`, `model_timeout`. */
  reason?: string
  statusCode?: number
  /**
   * The URL the attempt called, for the operator's log and terminal. Not in `message`: a model endpoint
   * is the operator's configuration, not something an API client is shown.
   */
  endpoint?: string
}

export type ModelErrorCode = 'model_unavailable' | 'model_rejected' | 'model_timeout' | 'model_stream'

/** A model call failed: rejected (4xx other than 429), timed out, or every model in the chain was unavailable. */
export class ModelCallError extends AgentError {
  declare readonly code: ModelErrorCode
  readonly statusCode?: number
  readonly attempts: ModelAttempt[]
  /** Milliseconds the provider asked us to wait (Retry-After), when it said so. */
  readonly retryAfterMs?: number
  /** The URL that failed (see ModelAttempt.endpoint). */
  readonly endpoint?: string

  constructor(
    code: ModelErrorCode,
    message: string,
    options: {
      cause?: unknown
      retryable: boolean
      statusCode?: number
      attempts?: ModelAttempt[]
      retryAfterMs?: number
      endpoint?: string
    },
  ) {
    super(code, message, options)
    this.name = 'ModelCallError'
    this.statusCode = options.statusCode
    this.endpoint = options.endpoint
    this.attempts = options.attempts ?? []
    this.retryAfterMs = options.retryAfterMs
  }
}

/** The model's structured output stayed invalid after the repair round. */
export class StructuredOutputError extends AgentError {
  readonly text: string
  readonly issues: string[]
  constructor(text: string, issues: string[]) {
    super('invalid_output', `model output is not valid for the schema: ${issues.join('; ')}`)
    this.name = 'StructuredOutputError'
    this.text = text
    this.issues = issues
  }
}

/** Creates the error a run reports when its AbortSignal fired. */
export function abortedError(reason?: unknown): AgentError {
  const detail = reason instanceof Error ? reason.message : typeof reason === 'string' ? reason : 'aborted'
  return new AgentError('aborted', `run aborted: ${detail}`, { cause: reason })
}

/** Any thrown value as an AgentError; values that are not one are reported as `internal`. */
export function toAgentError(error: unknown): AgentError {
  if (error instanceof AgentError) return error
  const message = error instanceof Error ? error.message : String(error)
  return new AgentError('internal', message, { cause: error })
}
