import type { JSONValue } from '@ai-sdk/provider'
import type { GuardDecisionAction } from '../guardrails/guardrail.ts'
import type { ToolMessage } from '../messages/message.ts'
import type { ToolEffect } from '../tools/tool-effect.ts'
import type { ToolCallStatus, WireEvent } from '../wire/events.ts'

/** How one call ended, with what the model will read about it. */
export interface ToolOutcome {
  callId: string
  name: string
  status: ToolCallStatus
  decision: GuardDecisionAction
  output: JSONValue
  ruleIds: string[]
  /** How long the tool ran (ms), for calls that ran; seed 000 §8 tracks it against < 500 ms. */
  durationMs?: number
  /** What a call that ran without error really did; absent for calls that did not run or failed. */
  effect?: ToolEffect
}

/** The outcome as a history message. */
export function toolMessage(outcome: ToolOutcome): ToolMessage {
  const message: ToolMessage = {
    role: 'tool',
    toolCallId: outcome.callId,
    toolName: outcome.name,
    output: outcome.output,
  }
  if (outcome.status !== 'ok') message.isError = true
  return message
}

/** The outcome as a wire event. */
export function toolResultEvent(step: number, outcome: ToolOutcome): WireEvent {
  return { type: 'tool_result', step, ...outcome }
}

/** An outcome for a call that did not run; `error` is a stable code the model and clients can act on. */
export function failedOutcome(
  call: { callId: string; name: string },
  status: Exclude<ToolCallStatus, 'ok'>,
  error: string,
  message: string,
  extra: { decision?: GuardDecisionAction; ruleIds?: string[] } = {},
): ToolOutcome {
  return {
    callId: call.callId,
    name: call.name,
    status,
    decision: extra.decision ?? 'allow',
    output: { error, message },
    ruleIds: extra.ruleIds ?? [],
  }
}
