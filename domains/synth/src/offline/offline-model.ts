import type { LanguageModelV4 } from '@ai-sdk/provider'
import { ruleEngineModel } from '@mindwire/agent'
import { offlineAnswer } from './offline-answer.ts'

/**
 * The synth's offline engine as a model on the AI SDK interface: canvas commands in Chinese and English
 * become tool calls over up to two steps (add, then connect what was added), then a short reply built from
 * the tool results. No network, no tokens.
 */
export function createSynthOfflineModel(): LanguageModelV4 {
  return ruleEngineModel(
    offlineAnswer,
    'the synth offline engine only answers canvas commands in a chat; configure an LLM for summaries, titles and structured output',
  )
}
