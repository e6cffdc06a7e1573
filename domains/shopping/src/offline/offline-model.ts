import type { LanguageModelV4 } from '@ai-sdk/provider'
import { ruleEngineModel } from '@mindwire/agent'
import { offlineAnswer } from './offline-answer.ts'

/**
 * The shopping assistant's offline engine as a model on the AI SDK interface: everyday Chinese requests
 * (search with filters and sorting, cart changes, orders) become tool calls, then a reply built from the
 * results. No network, no key, no tokens.
 */
export function createShoppingOfflineModel(): LanguageModelV4 {
  return ruleEngineModel(
    offlineAnswer,
    'the shopping offline engine only answers shopping requests in a chat; configure an LLM for summaries and structured output',
  )
}
