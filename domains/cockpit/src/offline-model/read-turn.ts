import type { LanguageModelV4Prompt } from '@ai-sdk/provider'
import type { ParsedCall } from '../offline/index.ts'
import { vehicleStateFromPrompt } from '../prompts/system-prompt.ts'

/** What the offline engine needs from a prompt: the newest user text and the turn before. */
export interface Turn {
  text: string
  previousCalls: ParsedCall[]
  /** What the assistant said after the previous user message (您想去哪里？), if anything. */
  previousReply: string | undefined
  /** Results of this turn's calls, when the prompt ends with them (the reply step). */
  results: Array<{ name: string; output: unknown; isError: boolean }> | undefined
  /** The ids of the calls those results answer. */
  resultCallIds: string[]
}

/**
 * The vehicle state the system prompt carries; undefined when it carries none. Apart from readTurn: only
 * the step that parses an utterance needs it, and reading it is most of what reading a prompt costs.
 */
export function readPromptState(
  prompt: LanguageModelV4Prompt,
): Readonly<Record<string, unknown>> | undefined {
  const system = prompt.find((message) => message.role === 'system')
  return system && typeof system.content === 'string' ? vehicleStateFromPrompt(system.content) : undefined
}

/** Reads a provider prompt the way the offline engine sees a conversation. */
export function readTurn(prompt: LanguageModelV4Prompt): Turn {
  const lastUser = findLastIndex(prompt, (message) => message.role === 'user')
  const text = lastUser < 0 ? '' : userText(prompt[lastUser]!)
  const previousUser = findLastIndex(
    prompt.slice(0, Math.max(0, lastUser)),
    (message) => message.role === 'user',
  )
  const previousCalls = callsBetween(prompt, previousUser, lastUser)
  const previousReply = replyBetween(prompt, previousUser, lastUser)
  const last = prompt.at(-1)
  if (last?.role !== 'tool')
    return { text, previousCalls, previousReply, results: undefined, resultCallIds: [] }
  const results: Turn['results'] = []
  const resultCallIds: string[] = []
  for (const part of last.content) {
    if (part.type !== 'tool-result') continue
    const output = part.output
    const isError =
      output.type === 'error-json' || output.type === 'error-text' || output.type === 'execution-denied'
    results.push({ name: part.toolName, output: 'value' in output ? output.value : undefined, isError })
    resultCallIds.push(part.toolCallId)
  }
  return { text, previousCalls, previousReply, results, resultCallIds }
}

function userText(message: LanguageModelV4Prompt[number]): string {
  if (message.role !== 'user') return ''
  return message.content.map((part) => (part.type === 'text' ? part.text : '')).join('')
}

function callsBetween(prompt: LanguageModelV4Prompt, from: number, to: number): ParsedCall[] {
  const calls: ParsedCall[] = []
  for (let i = from + 1; i < to; i++) {
    const message = prompt[i]!
    if (message.role !== 'assistant') continue
    for (const part of message.content) {
      if (part.type === 'tool-call')
        calls.push({ name: part.toolName, params: (part.input ?? {}) as Record<string, unknown> })
    }
  }
  return calls
}

// The assistant's last text before the newest user message: the question a bare answer replies to.
function replyBetween(prompt: LanguageModelV4Prompt, from: number, to: number): string | undefined {
  for (let i = to - 1; i > from; i--) {
    const message = prompt[i]!
    if (message.role !== 'assistant') continue
    const text = message.content.map((part) => (part.type === 'text' ? part.text : '')).join('')
    if (text.trim()) return text
  }
  return undefined
}

function findLastIndex<T>(items: readonly T[], test: (item: T) => boolean): number {
  for (let i = items.length - 1; i >= 0; i--) if (test(items[i]!)) return i
  return -1
}
