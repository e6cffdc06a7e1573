import type { LanguageModelV4Prompt, LanguageModelV4StreamPart } from '@ai-sdk/provider'
import { addUsage, emptyUsage, type Usage, usageFromModel } from '../messages/usage.ts'
import { classifyModelError } from '../models/classify-error.ts'
import type { StepFinishReason, WireEvent } from '../wire/events.ts'
import type { RunContext } from './runtime.ts'

/** A call as the model sent it: arguments still JSON text, not yet parsed or validated. */
export interface ModelToolCall {
  id: string
  name: string
  inputText: string
  /** What the provider attached to the call (e.g. an offline engine's confidence). */
  metadata?: Record<string, unknown>
}

export interface StepOutput {
  text: string
  toolCalls: ModelToolCall[]
  finishReason: StepFinishReason
  usage: Usage
  /** The model that answered, as the provider or the fail-over chain named it. */
  modelId: string
}

/** Calls the model once, streaming its text and tool-call argument deltas as wire events. */
export async function* streamStep<State>(
  context: RunContext<State>,
  prompt: LanguageModelV4Prompt,
): AsyncGenerator<WireEvent, StepOutput> {
  const { runtime, signal, step } = context
  const model = runtime.model
  const output: StepOutput = {
    text: '',
    toolCalls: [],
    finishReason: 'other',
    usage: emptyUsage(),
    modelId: model.modelId,
  }
  const tools = runtime.registry.size > 0 ? runtime.registry.modelTools() : undefined
  let stream: ReadableStream<LanguageModelV4StreamPart>
  try {
    ;({ stream } = await model.doStream({
      ...runtime.callSettings,
      prompt,
      tools,
      toolChoice: tools ? { type: 'auto' } : undefined,
      abortSignal: signal,
    }))
  } catch (error) {
    throw signal.aborted ? error : classifyModelError(error, model.modelId)
  }
  const toolNames = new Map<string, string>()
  let sawMetadata = false
  try {
    for await (const part of stream) {
      switch (part.type) {
        case 'text-delta':
          if (part.delta) {
            output.text += part.delta
            yield { type: 'text_delta', step, delta: part.delta }
          }
          break
        case 'tool-input-start':
          toolNames.set(part.id, part.toolName)
          break
        case 'tool-input-delta':
          yield {
            type: 'tool_call_delta',
            step,
            callId: part.id,
            name: toolNames.get(part.id) ?? '',
            delta: part.delta,
          }
          break
        case 'tool-call':
          if (!part.providerExecuted) {
            output.toolCalls.push({
              id: part.toolCallId,
              name: part.toolName,
              inputText: part.input,
              metadata: part.providerMetadata,
            })
          }
          break
        case 'response-metadata':
          if (part.modelId && !sawMetadata) output.modelId = part.modelId
          sawMetadata = true
          break
        case 'finish':
          output.finishReason = part.finishReason.unified
          output.usage = addUsage(output.usage, usageFromModel(part.usage))
          break
        case 'error':
          throw part.error
      }
    }
  } catch (error) {
    throw signal.aborted ? error : classifyModelError(error, output.modelId)
  }
  signal.throwIfAborted()
  return output
}
