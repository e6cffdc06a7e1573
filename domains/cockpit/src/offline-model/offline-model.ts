import { randomUUID } from 'node:crypto'
import type {
  LanguageModelV4,
  LanguageModelV4CallOptions,
  LanguageModelV4Content,
  LanguageModelV4Prompt,
  LanguageModelV4StreamPart,
} from '@ai-sdk/provider'
import {
  AgentError,
  NO_USAGE,
  type OfflineStep,
  offlineFinish,
  offlineStream,
  type ToolMessage,
  withOfflineStep,
} from '@mindwire/agent'
import { defaultCatalogue } from '../catalogue/catalogue.ts'
import type { WordedFunction } from '../offline/config-lexicon.ts'
import { type ParseResult, parseUtterance } from '../offline/index.ts'
import { replyFromResults, replyWithoutCalls } from './offline-replies.ts'
import { readPromptState, readTurn } from './read-turn.ts'
import { type ReplyLanguage, textLanguage } from './reply-words.ts'

/** Calls the offline engine makes carry ids with this prefix, so a later step knows who produced them. */
export const OFFLINE_CALL_PREFIX = 'offline-'

/** The offline engine's answer for one step: calls to make, or text to say. */
export interface OfflineAnswer {
  text: string
  calls: Array<{ id: string; name: string; input: string; confidence: number }>
  /** The parse behind the answer (absent on the reply step). */
  parse?: ParseResult
  /** The language the driver spoke in (Chinese when the words do not tell). */
  language?: ReplyLanguage
}

/** Decides what the offline engine says at this point of the conversation, knowing the catalogue's `functions`. */
export function offlineAnswer(
  options: Pick<LanguageModelV4CallOptions, 'prompt'>,
  functions: readonly WordedFunction[] = defaultCatalogue().functions,
): OfflineAnswer {
  const turn = readTurn(options.prompt)
  if (turn.results) return { text: replyFromResults(turn.results), calls: [] }
  const state = readPromptState(options.prompt)
  const parse = parseUtterance(turn.text, {
    previousCalls: turn.previousCalls,
    previousReply: turn.previousReply,
    state,
    functions,
  })
  const language = textLanguage(turn.text) ?? 'zh'
  if (parse.calls.length === 0)
    return { text: replyWithoutCalls(turn.text, parse, state, language), calls: [], parse, language }
  const calls = parse.calls.map((call) => ({
    id: `${OFFLINE_CALL_PREFIX}${randomUUID()}`,
    name: call.name,
    input: JSON.stringify(call.params),
    confidence: parse.confidence,
  }))
  return { text: '', calls, parse, language }
}

/**
 * The offline engine's reply after calls it made, composed from their results as its reply step would
 * (see ReplyAfterCalls): the run ends without that step. Calls another model made get undefined — the
 * model that made them answers them, as the hybrid model routes that step.
 */
export function offlineReplyAfterCalls(results: readonly ToolMessage[]): string | undefined {
  if (results.length === 0 || !results.every((result) => result.toolCallId.startsWith(OFFLINE_CALL_PREFIX)))
    return undefined
  return replyFromResults(
    results.map((result) => ({
      name: result.toolName,
      output: result.output,
      isError: result.isError === true,
    })),
  )
}

/**
 * The cockpit's deterministic Chinese engine as a model on the AI SDK interface: the first step turns the
 * utterance into tool calls, the next composes the spoken reply from the results. No network, no tokens.
 */
export function createOfflineModel(
  functions: readonly WordedFunction[] = defaultCatalogue().functions,
): LanguageModelV4 {
  const step = (prompt: LanguageModelV4Prompt) => offlineStep(offlineAnswer({ prompt }, functions))
  return withOfflineStep(
    {
      specificationVersion: 'v4',
      provider: 'mindwire.offline',
      modelId: 'offline',
      supportedUrls: {},
      async doGenerate(options) {
        // Non-streamed calls come from summaries and structured output, which a rule engine cannot write.
        if (!readPromptState(options.prompt)) {
          throw new AgentError(
            'model_rejected',
            'the offline engine answers cockpit dialogs only; configure an LLM for this',
          )
        }
        const answer = offlineAnswer(options, functions)
        const content: LanguageModelV4Content[] = answer.text ? [{ type: 'text', text: answer.text }] : []
        for (const call of answer.calls)
          content.push({ type: 'tool-call', toolCallId: call.id, toolName: call.name, input: call.input })
        return { content, finishReason: offlineFinish(answer), usage: NO_USAGE, warnings: [] }
      },
      async doStream(options) {
        return { stream: offlineStream(step(options.prompt)) }
      },
    },
    step,
  )
}

/** A provider-shaped stream carrying one offline answer; each call carries its parse confidence. */
export function answerStream(answer: OfflineAnswer): ReadableStream<LanguageModelV4StreamPart> {
  return offlineStream(offlineStep(answer))
}

/** One offline answer as a rule engine's step; each call carries its parse confidence. */
function offlineStep(answer: OfflineAnswer): OfflineStep {
  return {
    text: answer.text,
    calls: answer.calls.map((call) => ({ ...call, metadata: { confidence: call.confidence } })),
  }
}
