import type { LanguageModelV4 } from '@ai-sdk/provider'
import type { Message } from '../messages/message.ts'
import { countMessage, countPrompt, surelyWithin } from './count-history.ts'
import { compactionCut } from './split-history.ts'
import { estimateCounter, type TokenCounter } from './token-counter.ts'

/** How large a prompt may grow, and how it shrinks when it grows larger. */
export interface ContextPolicy {
  /** The prompt budget in tokens (system + summary + history). */
  maxTokens: number
  /** Tokens left free for the reply; compaction starts at maxTokens − reserveTokens. Default 1024. */
  reserveTokens?: number
  /** User turns always kept verbatim. Default 10 (seed 002 §7.2). */
  keepTurns?: number
  counter?: TokenCounter
  /** The model that writes summaries; the engine's model when absent. */
  summarizer?: LanguageModelV4
}

export interface CompactionInput {
  system: string
  summary: string | undefined
  history: readonly Message[]
  policy: ContextPolicy
  model: LanguageModelV4
  signal: AbortSignal
}

export interface CompactionResult {
  history: Message[]
  summary: string
  removedMessages: number
  tokensBefore: number
  tokensAfter: number
  /** Set when the summary could not be written and older turns were dropped with a note instead. */
  warning?: string
}

const SUMMARY_INSTRUCTIONS =
  'You compress the earlier part of a conversation between a person and an assistant that operates an application. ' +
  'Write a concise summary that keeps every fact still useful: what the person wants, decisions made, values set, ' +
  'identifiers, open questions. Write in the language of the conversation. Reply with the summary only.'

/** The prompt size the policy allows before compaction starts. */
export function compactionThreshold(policy: ContextPolicy): number {
  return policy.maxTokens - (policy.reserveTokens ?? 1024)
}

/**
 * Shrinks history when the prompt passes the threshold: the last `keepTurns` turns stay verbatim (fewer
 * if they alone are too large, never splitting a call from its result), everything older is folded into
 * a running summary written by the model. Returns undefined when nothing needs to change.
 */
export async function compactHistory(input: CompactionInput): Promise<CompactionResult | undefined> {
  const { policy, history } = input
  const counter = policy.counter ?? estimateCounter
  const threshold = compactionThreshold(policy)
  const systemText = withSummary(input.system, input.summary)
  if (surelyWithin(systemText, history, counter, threshold)) return undefined
  const tokensBefore = countPrompt(systemText, history, counter)
  if (tokensBefore <= threshold) return undefined

  // Leave a quarter of the budget for the summary itself.
  const keptBudget = Math.floor(threshold * 0.75) - countPrompt(input.system, [], counter)
  const cut = compactionCut(history, policy.keepTurns ?? 10, keptBudget, (m) => countMessage(m, counter))
  if (cut === 0) return undefined

  const older = history.slice(0, cut)
  const kept = history.slice(cut)
  let summary: string
  let warning: string | undefined
  try {
    summary = await summarize(policy.summarizer ?? input.model, input.summary, older, threshold, input.signal)
  } catch (error) {
    if (input.signal.aborted) throw error
    warning = `could not summarise older turns (${(error as Error).message}); ${older.length} messages were dropped`
    summary = [input.summary, `(${older.length} earlier messages were dropped without a summary.)`]
      .filter(Boolean)
      .join('\n')
  }
  const tokensAfter = countPrompt(withSummary(input.system, summary), kept, counter)
  return { history: kept, summary, removedMessages: older.length, tokensBefore, tokensAfter, warning }
}

/** The system prompt with the running summary of compacted turns appended. */
export function withSummary(system: string, summary: string | undefined): string {
  if (!summary) return system
  return `${system}\n\n## Summary of the earlier conversation\n${summary}`.trim()
}

async function summarize(
  model: LanguageModelV4,
  previous: string | undefined,
  older: readonly Message[],
  threshold: number,
  signal: AbortSignal,
): Promise<string> {
  const transcript = older.map(renderForSummary).join('\n')
  const userText = previous ? `Summary so far:\n${previous}\n\nLater messages:\n${transcript}` : transcript
  const result = await model.doGenerate({
    prompt: [
      { role: 'system', content: SUMMARY_INSTRUCTIONS },
      { role: 'user', content: [{ type: 'text', text: userText }] },
    ],
    maxOutputTokens: Math.max(64, Math.min(1000, Math.floor(threshold / 4))),
    abortSignal: signal,
  })
  const text = result.content
    .map((part) => (part.type === 'text' ? part.text : ''))
    .join('')
    .trim()
  if (!text) throw new Error('the summarizer returned no text')
  return text
}

function renderForSummary(message: Message): string {
  switch (message.role) {
    case 'user':
      return `person: ${typeof message.content === 'string' ? message.content : message.content.map((p) => (p.type === 'text' ? p.text : `[${p.type}]`)).join(' ')}`
    case 'assistant': {
      const calls = (message.toolCalls ?? []).map((c) => `${c.name}(${JSON.stringify(c.args)})`).join(', ')
      return `assistant: ${message.content}${calls ? ` [calls: ${calls}]` : ''}`
    }
    case 'tool':
      return `result of ${message.toolName}: ${JSON.stringify(message.output)}`
  }
}
