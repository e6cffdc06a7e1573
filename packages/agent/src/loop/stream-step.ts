import type { LanguageModelV4Prompt, LanguageModelV4StreamPart } from '@ai-sdk/provider'
import { addUsage, emptyUsage, type Usage, usageFromModel } from '../messages/usage.ts'
import { classifyModelError } from '../models/classify-error.ts'
import { offlineParts, offlineStepOf } from '../offline/offline-stream.ts'
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
  const toolNames = new Map<string, string>()
  const seen = { metadata: false }
  // A rule engine's step is read as an array of the very parts its stream would carry (see withOfflineStep).
  const offlineStep = offlineStepOf(model)
  if (offlineStep) {
    let parts: LanguageModelV4StreamPart[]
    try {
      parts = offlineParts(offlineStep(prompt))
    } catch (error) {
      throw signal.aborted ? error : classifyModelError(error, model.modelId)
    }
    for (const part of parts) {
      const event = readPart(part, step, output, toolNames, seen)
      if (event) yield event
    }
    signal.throwIfAborted()
    return output
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
  try {
    for await (const part of stream) {
      const event = readPart(part, step, output, toolNames, seen)
      if (event) yield event
    }
  } catch (error) {
    throw signal.aborted ? error : classifyModelError(error, output.modelId)
  }
  signal.throwIfAborted()
  return output
}

/** Takes one streamed part into the step's output; returns the wire event it makes, if any. */
function readPart(
  part: LanguageModelV4StreamPart,
  step: number,
  output: StepOutput,
  toolNames: Map<string, string>,
  seen: { metadata: boolean },
): WireEvent | undefined {
  switch (part.type) {
    case 'text-delta':
      if (!part.delta) return undefined
      output.text += part.delta
      return { type: 'text_delta', step, delta: part.delta }
    case 'tool-input-start':
      toolNames.set(part.id, part.toolName)
      return undefined
    case 'tool-input-delta':
      return {
        type: 'tool_call_delta',
        step,
        callId: part.id,
        name: toolNames.get(part.id) ?? '',
        delta: part.delta,
      }
    case 'tool-call':
      if (!part.providerExecuted) {
        output.toolCalls.push({
          id: part.toolCallId,
          name: part.toolName,
          inputText: part.input,
          metadata: part.providerMetadata,
        })
      }
      return undefined
    case 'response-metadata':
      if (part.modelId && !seen.metadata) output.modelId = part.modelId
      seen.metadata = true
      return undefined
    case 'finish':
      output.finishReason = part.finishReason.unified
      output.usage = addUsage(output.usage, usageFromModel(part.usage))
      return undefined
    case 'error':
      throw part.error
    default:
      return undefined
  }
}
