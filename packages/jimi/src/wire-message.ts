import type { WireEvent } from '@mindwire/agent'
import type { TokenUsage } from './engine-transport.ts'

/** A tool call as seed 004 §6.1 writes it (OpenAI function calling): arguments are a JSON string. */
export interface ToolCall {
  id: string
  type: 'function'
  function: { name: string; arguments: string }
}

/** A tool's outcome (seed 004 §4.4 ToolResult): content on success, error otherwise. */
export interface ToolResultContent {
  success: boolean
  content: string
  error?: string
}

/**
 * The Wire messages of seed 004 §3.3, with their fields, plus `ConfirmRequired` for a call a rule holds
 * for the person (cart removals, spending over budget): the seed has no confirmation, the platform does.
 */
export type WireMessage =
  | { type: 'StepBegin'; stepNo: number; isSubagent: boolean; agentName: string }
  | { type: 'ContentPart'; content: string; contentType: 'text' }
  | { type: 'ToolCall'; toolCall: ToolCall }
  | { type: 'ToolResult'; toolCallId: string; result: ToolResultContent }
  | { type: 'ConfirmRequired'; toolCall: ToolCall; message: string }
  | { type: 'StepInterrupted'; reason: string }
  | { type: 'TokenUsage'; usage: TokenUsage; total: TokenUsage }

export type WireMessageType = WireMessage['type']

/** Receives Wire messages (seed 004 §4.3 WireListener). */
export type WireListener = (message: WireMessage) => void

/**
 * The Wire message an engine event becomes, if any: the engine's events are the truth, the Wire is a
 * view of them (deltas of tool arguments, warnings and step ends have no Wire counterpart).
 */
export function toWireMessage(event: WireEvent, agentName: string): WireMessage | undefined {
  switch (event.type) {
    case 'step_begin':
      return { type: 'StepBegin', stepNo: event.step, isSubagent: false, agentName }
    case 'text_delta':
      return { type: 'ContentPart', content: event.delta, contentType: 'text' }
    case 'tool_call':
      return { type: 'ToolCall', toolCall: toolCall(event.callId, event.name, event.args) }
    case 'confirm_required':
      return {
        type: 'ConfirmRequired',
        toolCall: toolCall(event.callId, event.name, event.args),
        message: event.message,
      }
    case 'tool_result':
      return { type: 'ToolResult', toolCallId: event.callId, result: resultContent(event) }
    case 'interrupted':
      return { type: 'StepInterrupted', reason: event.reason }
    case 'usage':
      return { type: 'TokenUsage', usage: event.usage, total: event.total }
    default:
      return undefined
  }
}

function toolCall(id: string, name: string, args: unknown): ToolCall {
  return { id, type: 'function', function: { name, arguments: JSON.stringify(args ?? {}) } }
}

function resultContent(event: Extract<WireEvent, { type: 'tool_result' }>): ToolResultContent {
  const content = JSON.stringify(event.output)
  if (event.status === 'ok') return { success: true, content }
  const output = event.output as { error?: unknown; message?: unknown } | null
  const reason =
    typeof output?.message === 'string'
      ? output.message
      : typeof output?.error === 'string'
        ? output.error
        : event.status
  return { success: false, content, error: reason }
}
