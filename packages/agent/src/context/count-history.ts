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
  const systemTokens = system ? PER_MESSAGE_OVERHEAD + counter.count(system) : 0
  return systemTokens + countHistory(history, counter)
}

/**
 * Whether a prompt surely fits `limit` tokens without counting its system text: every step of every run
 * asks, and counting a system prompt that carries an application's state means a pass over kilobytes of
 * text (and, for the estimate, a copy of them) that a bound answers for free while the prompt is far below
 * the limit. False means "count it", not "too large".
 */
export function surelyWithin(
  system: string,
  history: readonly Message[],
  counter: TokenCounter,
  limit: number,
): boolean {
  if (!counter.atMost) return false
  const systemBound = system ? PER_MESSAGE_OVERHEAD + counter.atMost(system) : 0
  return systemBound + countHistory(history, counter) <= limit
}

/** A history's count, remembered by its last message: the history began with `first` and held `length`. */
interface HistoryCount {
  first: Message
  length: number
  tokens: number
}
const historyCounts = new WeakMap<TokenCounter, WeakMap<Message, HistoryCount>>()
/** How far back from a history's end a remembered count is looked for (a step adds a few messages). */
const LOOKBACK = 16

/**
 * Tokens of a history, counted on from the newest message whose history was counted before. Every step of
 * every run counts its whole history, and a session's history only grows at its end (compaction starts a
 * new one, with another first message), so a remembered count holds for any history that begins with the
 * same message and holds the remembered one at the same place.
 */
function countHistory(history: readonly Message[], counter: TokenCounter): number {
  if (history.length === 0) return 0
  let cache = historyCounts.get(counter)
  if (!cache) {
    cache = new WeakMap()
    historyCounts.set(counter, cache)
  }
  const first = history[0]!
  let from = 0
  let tokens = 0
  for (let i = history.length - 1; i >= Math.max(0, history.length - LOOKBACK); i--) {
    const known = cache.get(history[i]!)
    if (known?.first === first && known.length === i + 1) {
      from = i + 1
      tokens = known.tokens
      break
    }
  }
  for (let i = from; i < history.length; i++) tokens += countMessage(history[i]!, counter)
  cache.set(history.at(-1)!, { first, length: history.length, tokens })
  return tokens
}
