import { MindwireError } from './errors.ts'
import type { AssistantDelta } from './types.ts'
import type { WireEvent } from './wire-event.ts'

/**
 * Turns a wire event into the delta a caller sees. A run's `error` and `interrupted` events become
 * typed errors: a stream that ends that way did not produce a reply.
 */
export function toDelta(event: WireEvent, eventId?: number): AssistantDelta {
  const base: AssistantDelta = eventId === undefined ? {} : { eventId }
  switch (event.type) {
    case 'delta':
      return { ...base, content: event.content }
    case 'tool_call_delta':
      return { ...base, toolCallDelta: { id: event.id, name: event.name, delta: event.delta } }
    case 'tool_call':
      return {
        ...base,
        toolCall: {
          id: event.id,
          name: event.name,
          arguments: parseArguments(event.arguments),
          kind: event.kind,
        },
      }
    case 'tool_result':
      return {
        ...base,
        toolResult: {
          id: event.id,
          name: event.name,
          status: event.status,
          decision: event.decision,
          output: event.output,
          ...(event.durationMs === undefined ? {} : { durationMs: event.durationMs }),
          ...(event.effect === undefined ? {} : { effect: event.effect }),
        },
      }
    case 'confirm_required':
      return {
        ...base,
        confirmation: {
          id: event.id,
          name: event.name,
          arguments: parseArguments(event.arguments),
          message: event.message,
          ruleIds: event.ruleIds,
        },
      }
    case 'warning':
      return { ...base, warning: { message: event.message, id: event.id, ruleId: event.ruleId } }
    case 'done':
      return {
        ...base,
        finishReason: event.finishReason,
        usage: { promptTokens: event.usage.prompt, completionTokens: event.usage.completion },
        pending: event.pending,
        text: event.text,
        ...(event.runId === undefined ? {} : { runId: event.runId }),
      }
    case 'error':
      throw new MindwireError(event.code, event.message, { retryable: event.retryable })
    case 'interrupted':
      throw new MindwireError('interrupted', `the run was interrupted: ${event.reason}`, { retryable: true })
  }
}

/** Arguments arrive as JSON text; a model that wrote broken JSON keeps its raw text. */
export function parseArguments(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}
