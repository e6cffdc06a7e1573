import type { PendingCall, RunFinishReason, ToolEffect, WireEvent } from '@mindwire/agent'

/**
 * An event of the copilot SSE contract (seed 000 §5.2): `delta`, `tool_call`, `tool_result`,
 * `confirm_required`, `warning`, `done`, plus `tool_call_delta`, `interrupted` and `error`.
 */
export type ContractEvent =
  | { type: 'delta'; content: string }
  | { type: 'tool_call_delta'; id: string; name: string; delta: string }
  | {
      type: 'tool_call'
      id: string
      name: string
      arguments: string
      kind: 'server' | 'client'
      metadata?: Record<string, unknown>
    }
  | {
      type: 'tool_result'
      id: string
      name: string
      status: string
      decision: string
      output: unknown
      durationMs?: number
      /** What an `ok` call really did: changed, read, none (a no-op) or refused. */
      effect?: ToolEffect
    }
  | {
      type: 'confirm_required'
      id: string
      name: string
      arguments: string
      message: string
      ruleIds: string[]
      /** When the question stops being answerable (ISO 8601); a later acceptance does not run the call. */
      expiresAt?: string
      /** Binds an answer to this exact call: send it back with the confirmation. */
      argsHash?: string
    }
  | { type: 'warning'; message: string; id?: string; ruleId?: string }
  /** `cancelled`: someone asked the run to stop (a cancel or a new utterance), not a lost connection. */
  | { type: 'interrupted'; reason: string; cancelled?: boolean }
  | { type: 'error'; code: string; message: string; retryable: boolean; errorId?: string }
  | {
      type: 'done'
      finishReason: 'stop' | 'length' | 'tool_calls' | 'content_filter'
      usage: { prompt: number; completion: number }
      text: string
      pending: PendingCall[]
      /** The run that produced this reply: what a rating (`POST …/feedback`) names. */
      runId?: string
    }

const FINISH: Record<RunFinishReason, Extract<ContractEvent, { type: 'done' }>['finishReason']> = {
  stop: 'stop',
  length: 'length',
  'content-filter': 'content_filter',
  // The client has calls to answer (confirmations or client tools): seed 000's `tool_calls`.
  awaiting_input: 'tool_calls',
  no_tool_limit: 'stop',
}

/** Maps a wire event to its contract event; internal bookkeeping events map to undefined. */
export function toContractEvent(event: WireEvent): ContractEvent | undefined {
  switch (event.type) {
    case 'text_delta':
      return { type: 'delta', content: event.delta }
    case 'tool_call_delta':
      return { type: 'tool_call_delta', id: event.callId, name: event.name, delta: event.delta }
    case 'tool_call':
      return {
        type: 'tool_call',
        id: event.callId,
        name: event.name,
        arguments: JSON.stringify(event.args),
        kind: event.kind,
        // The model's own word on the call (the offline engine's confidence): seed 002 reports it.
        ...(event.metadata ? { metadata: event.metadata } : {}),
      }
    case 'tool_result':
      return {
        type: 'tool_result',
        id: event.callId,
        name: event.name,
        status: event.status,
        decision: event.decision,
        output: event.output,
        ...(event.durationMs === undefined ? {} : { durationMs: event.durationMs }),
        ...(event.effect === undefined ? {} : { effect: event.effect }),
      }
    case 'confirm_required':
      return {
        type: 'confirm_required',
        id: event.callId,
        name: event.name,
        arguments: JSON.stringify(event.args),
        message: event.message,
        ruleIds: event.ruleIds,
        ...(event.expiresAt !== undefined ? { expiresAt: new Date(event.expiresAt).toISOString() } : {}),
        ...(event.argsHash ? { argsHash: event.argsHash } : {}),
      }
    case 'warning':
      return { type: 'warning', message: event.message, id: event.callId, ruleId: event.ruleId }
    case 'interrupted':
      return { type: 'interrupted', reason: event.reason }
    case 'error':
      return {
        type: 'error',
        code: event.error.code,
        message: event.error.message,
        retryable: event.error.retryable,
      }
    case 'done':
      return {
        type: 'done',
        finishReason: FINISH[event.finishReason],
        usage: { prompt: event.usage.inputTokens, completion: event.usage.outputTokens },
        text: event.text,
        pending: event.pending,
      }
    default:
      return undefined
  }
}

/** True for the event that ends a run's stream. */
export function isTerminal(event: ContractEvent): boolean {
  return event.type === 'done' || event.type === 'error' || event.type === 'interrupted'
}
