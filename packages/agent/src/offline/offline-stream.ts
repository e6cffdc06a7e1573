import type {
  JSONObject,
  LanguageModelV4,
  LanguageModelV4Prompt,
  LanguageModelV4StreamPart,
  LanguageModelV4Usage,
} from '@ai-sdk/provider'
import { AgentError } from '../errors.ts'

/** One step of a rule engine: the text it says and the calls it makes. */
export interface OfflineStep {
  text: string
  calls: ReadonlyArray<{ id: string; name: string; input: string; metadata?: JSONObject }>
}

/** Rule engines spend no tokens. */
export const NO_USAGE: LanguageModelV4Usage = {
  inputTokens: { total: 0, noCache: 0, cacheRead: 0, cacheWrite: 0 },
  outputTokens: { total: 0, text: 0, reasoning: 0 },
}

/** How a step ends: with calls the loop runs, or with the final text. */
export function offlineFinish(step: OfflineStep) {
  const unified = step.calls.length > 0 ? ('tool-calls' as const) : ('stop' as const)
  return { unified, raw: unified }
}

/**
 * A provider-shaped stream carrying one step of an offline engine, the way a real provider streams it
 * (text, then each call's input as one delta), so the loop treats rule engines and LLMs alike.
 */
export function offlineStream(step: OfflineStep): ReadableStream<LanguageModelV4StreamPart> {
  const parts: LanguageModelV4StreamPart[] = [
    { type: 'stream-start', warnings: [] },
    { type: 'response-metadata', modelId: 'offline' },
  ]
  if (step.text) {
    parts.push(
      { type: 'text-start', id: 't' },
      { type: 'text-delta', id: 't', delta: step.text },
      { type: 'text-end', id: 't' },
    )
  }
  for (const call of step.calls) {
    parts.push(
      { type: 'tool-input-start', id: call.id, toolName: call.name },
      { type: 'tool-input-delta', id: call.id, delta: call.input },
      { type: 'tool-input-end', id: call.id },
      {
        type: 'tool-call',
        toolCallId: call.id,
        toolName: call.name,
        input: call.input,
        ...(call.metadata ? { providerMetadata: { mindwire: call.metadata } } : {}),
      },
    )
  }
  parts.push({ type: 'finish', finishReason: offlineFinish(step), usage: NO_USAGE })
  return new ReadableStream({
    start(controller) {
      for (const part of parts) controller.enqueue(part)
      controller.close()
    },
  })
}

/**
 * A rule engine as a model on the AI SDK interface: each streamed step comes from `step`; non-streamed
 * calls (summaries, titles, structured output) are refused with `refusal`, since rules cannot write them.
 */
export function ruleEngineModel(
  step: (prompt: LanguageModelV4Prompt) => OfflineStep,
  refusal: string,
): LanguageModelV4 {
  return {
    specificationVersion: 'v4',
    provider: 'mindwire.offline',
    modelId: 'offline',
    supportedUrls: {},
    async doGenerate() {
      throw new AgentError('model_rejected', refusal)
    },
    async doStream(options) {
      return { stream: offlineStream(step(options.prompt)) }
    },
  }
}
