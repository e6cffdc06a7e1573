import type { PendingCall, ToolResult } from './types.ts'

/**
 * An event of the server's SSE contract (README "HTTP API", seed 000 §5.2), exactly as it is on the
 * wire: `arguments` are JSON text, usage is `{ prompt, completion }`.
 */
export type WireEvent =
  | { type: 'delta'; content: string }
  | { type: 'tool_call_delta'; id: string; name: string; delta: string }
  | { type: 'tool_call'; id: string; name: string; arguments: string; kind: 'server' | 'client' }
  | ({ type: 'tool_result' } & ToolResult)
  | {
      type: 'confirm_required'
      id: string
      name: string
      arguments: string
      message: string
      ruleIds: string[]
      /** When the question stops being answerable (ISO 8601). */
      expiresAt?: string
      /** Send back with the answer: it applies only to this exact call. */
      argsHash?: string
    }
  | { type: 'warning'; message: string; id?: string; ruleId?: string }
  | { type: 'interrupted'; reason: string }
  | { type: 'error'; code: string; message: string; retryable: boolean }
  | {
      type: 'done'
      finishReason: 'stop' | 'length' | 'tool_calls' | 'content_filter'
      usage: { prompt: number; completion: number }
      text: string
      pending: PendingCall[]
      /** The run that produced the reply (what `Session.rate` names). */
      runId?: string
    }

/** An event with its sequence number in the session. */
export interface NumberedEvent {
  id: number | undefined
  event: WireEvent
}

/** True for the event that ends a run's stream. */
export function isTerminal(event: WireEvent): boolean {
  return event.type === 'done' || event.type === 'error' || event.type === 'interrupted'
}
