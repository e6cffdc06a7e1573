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
  const parts = offlineParts(step)
  return new ReadableStream({
    start(controller) {
      for (const part of parts) controller.enqueue(part)
      controller.close()
    },
  })
}

/** The parts of `offlineStream`, as an array. */
export function offlineParts(step: OfflineStep): LanguageModelV4StreamPart[] {
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
  return parts
}

// Where a rule engine's model keeps its step function, with the doStream it stands for (see withOfflineStep).
const STEP = Symbol('mindwire.offlineStep')

type StepFunction = (prompt: LanguageModelV4Prompt) => OfflineStep

interface HeldStep {
  step: StepFunction
  doStream: LanguageModelV4['doStream']
}

/**
 * Gives a rule engine's model its step function beside `doStream`, so the agent loop can take the step's
 * parts as an array instead of through a web stream (its queue, a promise per part and the reader's
 * bookkeeping cost a few per cent of a cockpit dialog request; issue 40). `doStream` must stream exactly
 * `offlineStream(step(options.prompt))`: the loop reads either the same way. A wrapper of the model (a
 * copy with another doStream, or one inheriting from it) is not taken for it: it loses the step.
 */
export function withOfflineStep<Model extends LanguageModelV4>(model: Model, step: StepFunction): Model {
  const held: HeldStep = { step, doStream: model.doStream }
  // Not enumerable: a spread copy does not carry it.
  return Object.defineProperty(model, STEP, { value: held })
}

/** The model's step function, when it is a rule engine's that has one (see withOfflineStep). */
export function offlineStepOf(model: LanguageModelV4): StepFunction | undefined {
  const held = Object.hasOwn(model, STEP) ? (model as { [STEP]?: HeldStep })[STEP] : undefined
  return held && held.doStream === model.doStream ? held.step : undefined
}

/**
 * A rule engine as a model on the AI SDK interface: each streamed step comes from `step`; non-streamed
 * calls (summaries, titles, structured output) are refused with `refusal`, since rules cannot write them.
 */
export function ruleEngineModel(
  step: (prompt: LanguageModelV4Prompt) => OfflineStep,
  refusal: string,
): LanguageModelV4 {
  return withOfflineStep(
    {
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
    },
    step,
  )
}
