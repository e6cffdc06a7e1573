import type { LanguageModelV4, LanguageModelV4StreamPart, LanguageModelV4Usage } from '@ai-sdk/provider'
import { AgentError } from '@mindwire/agent'
import { type OfflineAnswer, offlineAnswer } from './offline-answer.ts'

const NO_USAGE: LanguageModelV4Usage = {
  inputTokens: { total: 0, noCache: 0, cacheRead: 0, cacheWrite: 0 },
  outputTokens: { total: 0, text: 0, reasoning: 0 },
}

/**
 * The synth's offline engine as a model on the AI SDK interface: canvas commands in Chinese and English
 * become tool calls over up to two steps (add, then connect what was added), then a short reply built from
 * the tool results. No network, no tokens.
 */
export function createSynthOfflineModel(): LanguageModelV4 {
  return {
    specificationVersion: 'v4',
    provider: 'mindwire.offline',
    modelId: 'offline',
    supportedUrls: {},
    async doGenerate() {
      // Non-streamed calls come from summaries, titles and structured output: a rule engine cannot write them.
      throw new AgentError(
        'model_rejected',
        'the synth offline engine only answers canvas commands in a chat; configure an LLM for summaries, titles and structured output',
      )
    },
    async doStream(options) {
      return { stream: answerStream(offlineAnswer(options.prompt)) }
    },
  }
}

/** A provider-shaped stream carrying one offline answer. */
function answerStream(answer: OfflineAnswer): ReadableStream<LanguageModelV4StreamPart> {
  const parts: LanguageModelV4StreamPart[] = [
    { type: 'stream-start', warnings: [] },
    { type: 'response-metadata', modelId: 'offline' },
  ]
  if (answer.text) {
    parts.push(
      { type: 'text-start', id: 't' },
      { type: 'text-delta', id: 't', delta: answer.text },
      { type: 'text-end', id: 't' },
    )
  }
  for (const call of answer.calls) {
    parts.push(
      { type: 'tool-input-start', id: call.id, toolName: call.name },
      { type: 'tool-input-delta', id: call.id, delta: call.input },
      { type: 'tool-input-end', id: call.id },
      { type: 'tool-call', toolCallId: call.id, toolName: call.name, input: call.input },
    )
  }
  const unified = answer.calls.length > 0 ? ('tool-calls' as const) : ('stop' as const)
  parts.push({ type: 'finish', finishReason: { unified, raw: unified }, usage: NO_USAGE })
  return new ReadableStream({
    start(controller) {
      for (const part of parts) controller.enqueue(part)
      controller.close()
    },
  })
}
