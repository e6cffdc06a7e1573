import type {
  LanguageModelV4,
  LanguageModelV4CallOptions,
  LanguageModelV4StreamResult,
} from '@ai-sdk/provider'
import { defaultCatalogue } from '../catalogue/catalogue.ts'
import type { WordedFunction } from '../offline/config-lexicon.ts'
import { answerStream, OFFLINE_CALL_PREFIX, offlineAnswer } from '../offline-model/offline-model.ts'
import { phrase } from '../offline-model/reply-words.ts'

/** Offline parses at or above this confidence run at once, without asking the LLM (the fast path). */
export const FAST_PATH_CONFIDENCE = 0.85

/**
 * The cockpit's routing (seed 002 §2.2, §8.1): a confident offline parse executes at once; anything
 * else goes to the LLM with the domain's tools; when no LLM answers, the offline result is used if it
 * found calls, and otherwise the person hears that the request needs the network. The step after
 * calls is answered by whichever engine made them.
 */
export function createHybridModel(
  online: LanguageModelV4,
  threshold = FAST_PATH_CONFIDENCE,
  functions: readonly WordedFunction[] = defaultCatalogue().functions,
): LanguageModelV4 {
  async function stream(options: LanguageModelV4CallOptions): Promise<LanguageModelV4StreamResult> {
    const last = options.prompt.at(-1)
    if (last?.role === 'tool') {
      const offlineMade = last.content.every(
        (part) => part.type !== 'tool-result' || part.toolCallId.startsWith(OFFLINE_CALL_PREFIX),
      )
      if (offlineMade) return { stream: answerStream(offlineAnswer(options, functions)) }
      return orOffline(online, options, () => answerStream(offlineAnswer(options, functions)))
    }
    const answer = offlineAnswer(options, functions)
    if (answer.calls.length > 0 && (answer.parse?.confidence ?? 0) >= threshold)
      return { stream: answerStream(answer) }
    return orOffline(online, options, () =>
      answerStream(
        answer.calls.length > 0
          ? answer
          : { text: phrase('needsNetwork', answer.language ?? 'zh'), calls: [] },
      ),
    )
  }

  return {
    specificationVersion: 'v4',
    provider: 'mindwire.cockpit-hybrid',
    modelId: `offline+${online.modelId}`,
    supportedUrls: online.supportedUrls,
    doStream: stream,
    doGenerate: (options) => online.doGenerate(options),
  }
}

/**
 * Streams from the LLM; when it fails before answering (unreachable, timed out, rejected, misconfigured),
 * streams the fallback instead: in a car a degraded answer beats none.
 */
async function orOffline(
  online: LanguageModelV4,
  options: LanguageModelV4CallOptions,
  fallback: () => ReadableStream<import('@ai-sdk/provider').LanguageModelV4StreamPart>,
): Promise<LanguageModelV4StreamResult> {
  try {
    return await online.doStream(options)
  } catch (error) {
    if (options.abortSignal?.aborted) throw error
    return { stream: fallback() }
  }
}
