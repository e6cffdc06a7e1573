import type { JSONValue } from '@ai-sdk/provider'
import type { AgentErrorCode } from '../errors.ts'
import type { GuardDecisionAction } from '../guardrails/guardrail.ts'
import type { PendingCall } from '../loop/pending-call.ts'
import type { Usage } from '../messages/usage.ts'
import type { ToolEffect } from '../tools/tool-effect.ts'

/** How one tool call ended: ran (ok/error), refused by a rule, declined by the person, or cut off by abort. */
export type ToolCallStatus = 'ok' | 'error' | 'blocked' | 'rejected' | 'cancelled' | 'interrupted'

/** Why a model step ended, as the provider reported it. */
export type StepFinishReason =
  | 'stop'
  | 'length'
  | 'content-filter'
  | 'tool-calls'
  | 'error'
  | 'interrupted'
  | 'other'

/**
 * Why a run ended: the model answered (`stop`), its output was cut (`length`, `content-filter`), calls wait
 * for the person or the client (`awaiting_input`), or it kept answering without tools (`no_tool_limit`).
 */
export type RunFinishReason = 'stop' | 'length' | 'content-filter' | 'awaiting_input' | 'no_tool_limit'

export interface WireError {
  code: AgentErrorCode
  message: string
  retryable: boolean
}

/** Every event a run emits, in order. Exactly one of `done`, `interrupted`, `error` ends a run. */
export type WireEvent =
  | { type: 'step_begin'; step: number }
  | { type: 'text_delta'; step: number; delta: string }
  | { type: 'tool_call_delta'; step: number; callId: string; name: string; delta: string }
  | {
      type: 'tool_call'
      step: number
      callId: string
      name: string
      args: unknown
      kind: 'server' | 'client'
      /** What the model said about the call beside it (the offline engine: `{ mindwire: { confidence } }`). */
      metadata?: Record<string, unknown>
    }
  | {
      type: 'tool_result'
      step: number
      callId: string
      name: string
      status: ToolCallStatus
      decision: GuardDecisionAction
      output: JSONValue
      ruleIds: string[]
      /** How long the tool ran (ms); absent for calls that did not run (blocked, rejected, cancelled). */
      durationMs?: number
      /** For an `ok` call: whether it changed anything (`changed`, `read`, `none`, `refused`). */
      effect?: ToolEffect
    }
  | {
      type: 'confirm_required'
      step: number
      callId: string
      name: string
      args: unknown
      ruleIds: string[]
      message: string
      /** When the question stops being answerable (ms since the epoch). */
      expiresAt?: number
      /** The hash of the exact call asked about; an answer naming another hash is refused. */
      argsHash?: string
    }
  | { type: 'warning'; step: number; message: string; callId?: string; ruleId?: string }
  | { type: 'compacted'; step: number; removedMessages: number; tokensBefore: number; tokensAfter: number }
  | { type: 'usage'; step: number; usage: Usage; total: Usage; model: string }
  | { type: 'step_end'; step: number; finishReason: StepFinishReason; toolCalls: number }
  | { type: 'interrupted'; step: number; reason: string }
  | { type: 'error'; step: number; error: WireError }
  | { type: 'done'; finishReason: RunFinishReason; text: string; usage: Usage; pending: PendingCall[] }

export type WireEventType = WireEvent['type']
export type WireEventOf<T extends WireEventType> = Extract<WireEvent, { type: T }>
