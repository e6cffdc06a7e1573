import { type Message, messageText } from '../messages/message.ts'
import type { TokenCounter } from './token-counter.ts'

// Framing each message costs a few tokens in every chat format (role markers, separators).
const PER_MESSAGE_OVERHEAD = 4
const counts = new WeakMap<TokenCounter, WeakMap<Message, number>>()

/** Tokens of one message, cached: committed messages never change. */
export function countMessage(message: Message, counter: TokenCounter): number {
  let cache = counts.get(counter)
  if (!cache) {
    cache = new WeakMap()
    counts.set(counter, cache)
  }
  let tokens = cache.get(message)
  if (tokens === undefined) {
    tokens = PER_MESSAGE_OVERHEAD + counter.count(messageText(message))
    if (message.role === 'assistant') {
      for (const call of message.toolCalls ?? [])
        tokens += counter.count(call.name + JSON.stringify(call.args))
    }
    cache.set(message, tokens)
  }
  return tokens
}

/** Tokens of a whole prompt: system text plus every history message. */
export function countPrompt(system: string, history: readonly Message[], counter: TokenCounter): number {
  let total = system ? PER_MESSAGE_OVERHEAD + counter.count(system) : 0
  for (const message of history) total += countMessage(message, counter)
  return total
}
