import { randomUUID } from 'node:crypto'
import { AgentError, type AgentErrorCode } from '@mindwire/agent'
import type { FastifyBaseLogger } from 'fastify'
import { ApiError, type ApiErrorCode } from './api-error.ts'

/**
 * Agent error codes whose messages are written for clients: a model outage, a limit, a busy session, an
 * invalid answer. `internal` and `checkpoint_failed` carry whatever a dependency threw (a failed SQL
 * statement with its parameters, a stack), so their messages stay in the log.
 */
const TYPED_AGENT_CODES: ReadonlySet<string> = new Set<AgentErrorCode>([
  'max_steps',
  'model_unavailable',
  'model_rejected',
  'model_timeout',
  'model_stream',
  'aborted',
  'session_busy',
  'no_pending_call',
  'approval_mismatch',
  'invalid_decision',
  'invalid_output',
  'config',
])

/** A run error as a client may see it: typed ones as they are, others generic with the id of the log entry. */
export interface PublicRunError {
  code: string
  message: string
  retryable: boolean
  errorId?: string
}

/** True when an agent error code's message is meant for clients. */
export function isTypedAgentCode(code: string): boolean {
  return TYPED_AGENT_CODES.has(code)
}

/** Logs `cause` under a fresh error id and returns the id; the client gets the id, never the cause. */
export function logInternal(log: FastifyBaseLogger, cause: unknown, bindings: object = {}): string {
  const errorId = randomUUID()
  log.error({ ...bindings, err: cause, errorId }, 'internal error')
  return errorId
}

/** The client's view of a failure that is not the client's fault: `internal` and an error id. */
export function internalApiError(errorId: string): ApiError {
  return new ApiError(500, 'internal', `internal error; the server logged it as ${errorId}`, {
    details: { errorId },
  })
}

/** Answers the person or client got wrong: not the server's fault, and nothing changed. */
const ANSWER_ERRORS: Record<string, [number, ApiErrorCode]> = {
  approval_mismatch: [409, 'approval_mismatch'],
  invalid_decision: [400, 'invalid_request'],
}

/**
 * A typed run error as an HTTP error: model trouble is 503, an unanswerable call 409, a bad answer 400 or
 * 409, the rest 500.
 */
export function runApiError(error: PublicRunError): ApiError {
  if (error.errorId) return internalApiError(error.errorId)
  const answer = ANSWER_ERRORS[error.code]
  if (answer) return new ApiError(answer[0], answer[1], error.message, { details: { runCode: error.code } })
  const model = error.code.startsWith('model_') || error.code === 'config'
  const pending = error.code === 'no_pending_call' || error.code === 'session_busy'
  const code: ApiErrorCode = model
    ? 'model_unavailable'
    : pending
      ? (error.code as 'no_pending_call' | 'session_busy')
      : 'internal'
  return new ApiError(model ? 503 : pending ? 409 : 500, code, error.message, {
    details: { runCode: error.code, retryable: error.retryable },
  })
}

/** What a client may see of any thrown value: ApiErrors and typed agent errors as they are, else `internal`. */
export function publicError(error: unknown, log: FastifyBaseLogger, bindings: object = {}): ApiError {
  if (error instanceof ApiError) return error
  if (error instanceof AgentError && isTypedAgentCode(error.code)) return runApiError(error.toJSON())
  return internalApiError(logInternal(log, error, bindings))
}

/** A run's error event made safe to send and store: untyped messages are replaced and logged. */
export function publicRunError(
  error: PublicRunError,
  log: FastifyBaseLogger,
  bindings: object = {},
): PublicRunError {
  if (isTypedAgentCode(error.code)) return error
  const errorId = logInternal(log, new Error(`${error.code}: ${error.message}`), bindings)
  return { code: 'internal', message: internalApiError(errorId).message, retryable: error.retryable, errorId }
}
