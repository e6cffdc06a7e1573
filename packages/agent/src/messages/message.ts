import type { JSONValue } from '@ai-sdk/provider'
import type { UserPart } from './content-part.ts'
import type { Usage } from './usage.ts'

/** A function call the model asked for; `args` is the parsed JSON it produced (not yet validated). */
export interface ToolCall {
  id: string
  name: string
  args: unknown
}

export interface UserMessage {
  role: 'user'
  content: string | UserPart[]
  /** Written by the loop (a nudge after a step without tool calls), not by the person. */
  nudge?: true
}

export interface AssistantMessage {
  role: 'assistant'
  content: string
  toolCalls?: ToolCall[]
  usage?: Usage
  /** The run that wrote it: what a rating of a reply read back from history names. */
  runId?: string
}

/** The outcome of one tool call, as the model sees it. */
export interface ToolMessage {
  role: 'tool'
  toolCallId: string
  toolName: string
  output: JSONValue
  isError?: boolean
}

/**
 * One entry of a session's history. The system prompt is not part of history: the engine renders it
 * every step from live application state.
 */
export type Message = UserMessage | AssistantMessage | ToolMessage

/** Wraps plain text or parts as a user message. */
export function userMessage(content: string | UserPart[]): UserMessage {
  return { role: 'user', content }
}

/** The text of a message, with non-text parts left out. */
export function messageText(message: Message): string {
  if (message.role === 'tool') return JSON.stringify(message.output)
  if (typeof message.content === 'string') return message.content
  return message.content.map((part) => (part.type === 'text' ? part.text : '')).join('')
}
