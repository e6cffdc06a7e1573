import type {
  LanguageModelV4,
  LanguageModelV4CallOptions,
  LanguageModelV4StreamPart,
  LanguageModelV4StreamResult,
} from '@ai-sdk/provider'
import { type ModelAttempt, ModelCallError } from '../errors.ts'
import { sleep } from '../util/abortable.ts'
import { classifyModelError, shortReason } from './classify-error.ts'
import { defaultRetryPolicy, type RetryPolicy, retryDelay } from './retry-policy.ts'

/** One model of a fail-over chain, with the spec string it was made from. */
export interface ChainEntry {
  label: string
  model: LanguageModelV4
}

export interface FailoverOptions {
  retry?: Partial<RetryPolicy>
  /** Longest wait for a stream's first part, or for a whole non-streamed call. Default 30 s. */
  firstChunkTimeoutMs?: number
  /** Longest silence between parts once a stream has started. Default 30 s. */
  stallTimeoutMs?: number
  /** Told about every failed attempt, e.g. for logs and metrics. */
  onFailure?: (failure: ModelAttempt & { willRetry: boolean }) => void
}

// Parts a provider sends before any output; receiving only these does not commit to a model.
const PRELUDE = new Set<LanguageModelV4StreamPart['type']>([
  'stream-start',
  'response-metadata',
  'ping',
  'raw',
])

/**
 * A model that tries a chain of models in order. A retryable failure (429, 5xx, timeout, network) before
 * the first output is retried on the same model with backoff (honouring Retry-After), then the next model
 * takes over; a non-retryable failure surfaces at once. Once output has started, the stream is committed
 * to its model: a stall then ends it with a typed `model_timeout` error rather than replaying it elsewhere.
 */
export function createFailoverModel(
  chain: readonly ChainEntry[],
  options: FailoverOptions = {},
): LanguageModelV4 {
  if (chain.length === 0) throw new TypeError('a fail-over chain needs at least one model')
  const policy = { ...defaultRetryPolicy, ...options.retry }
  const firstChunkMs = options.firstChunkTimeoutMs ?? 30_000
  const stallMs = options.stallTimeoutMs ?? 30_000

  async function attemptChain<T>(
    signal: AbortSignal | undefined,
    attempt: (entry: ChainEntry) => Promise<T>,
  ): Promise<T> {
    const attempts: ModelAttempt[] = []
    for (const entry of chain) {
      for (let retry = 0; ; retry++) {
        signal?.throwIfAborted()
        try {
          return await attempt(entry)
        } catch (error) {
          if (signal?.aborted) throw error
          const failure = classifyModelError(error, entry.label)
          const record = {
            model: entry.label,
            code: failure.code,
            message: failure.message,
            statusCode: failure.statusCode,
            endpoint: failure.endpoint,
            reason: shortReason(failure),
          }
          attempts.push(record)
          if (!failure.retryable) {
            options.onFailure?.({ ...record, willRetry: false })
            throw new ModelCallError(failure.code, failure.message, {
              cause: failure.cause ?? failure,
              retryable: false,
              statusCode: failure.statusCode,
              attempts,
            })
          }
          const waitMs = failure.retryAfterMs
          const sameModelAgain = retry < policy.retriesPerModel && (waitMs ?? 0) <= policy.maxRetryAfterMs
          options.onFailure?.({ ...record, willRetry: sameModelAgain })
          if (!sameModelAgain) break
          await sleep(retryDelay(retry, policy, waitMs), signal)
        }
      }
    }
    // Each model's reason once (its retries failed the same way): why, not only that, and nothing internal.
    const tried = [...new Set(attempts.map((a) => `${a.model}: ${a.reason}`))].join(', ')
    throw new ModelCallError('model_unavailable', `no model answered (${tried})`, {
      retryable: true,
      attempts,
    })
  }

  const first = chain[0]!.model
  return {
    specificationVersion: 'v4',
    provider: chain.length === 1 ? first.provider : 'mindwire.failover',
    modelId: chain.map((entry) => entry.label).join(' > '),
    supportedUrls: first.supportedUrls,

    doGenerate(callOptions) {
      return attemptChain(callOptions.abortSignal, (entry) =>
        withTimeout(entry, callOptions.abortSignal, firstChunkMs, (signal) =>
          entry.model.doGenerate({ ...callOptions, abortSignal: signal }),
        ),
      )
    },

    doStream(callOptions) {
      return attemptChain(callOptions.abortSignal, (entry) =>
        openStream(entry, callOptions, firstChunkMs, stallMs),
      )
    },
  }
}

async function withTimeout<T>(
  entry: ChainEntry,
  outer: AbortSignal | undefined,
  ms: number,
  call: (signal: AbortSignal) => PromiseLike<T>,
): Promise<T> {
  const controller = new AbortController()
  const signal = outer ? AbortSignal.any([outer, controller.signal]) : controller.signal
  const timer = setTimeout(() => controller.abort(), ms)
  try {
    return await call(signal)
  } catch (error) {
    if (controller.signal.aborted && !outer?.aborted) throw timeoutError(entry, ms)
    throw error
  } finally {
    clearTimeout(timer)
  }
}

/** Opens a stream and reads until its first output part, so failures before output can fail over. */
async function openStream(
  entry: ChainEntry,
  callOptions: LanguageModelV4CallOptions,
  firstChunkMs: number,
  stallMs: number,
): Promise<LanguageModelV4StreamResult> {
  const outer = callOptions.abortSignal
  const controller = new AbortController()
  const signal = outer ? AbortSignal.any([outer, controller.signal]) : controller.signal
  let reader: ReadableStreamDefaultReader<LanguageModelV4StreamPart> | undefined
  let timedOut = false
  const timer = setTimeout(() => {
    timedOut = true
    controller.abort()
    reader?.cancel().catch(() => {})
  }, firstChunkMs)
  try {
    const result = await entry.model.doStream({ ...callOptions, abortSignal: signal })
    reader = result.stream.getReader()
    const head: LanguageModelV4StreamPart[] = [{ type: 'response-metadata', modelId: entry.label }]
    for (;;) {
      const { done, value } = await reader.read()
      if (timedOut) throw timeoutError(entry, firstChunkMs)
      if (done) break
      if (value.type === 'error') throw value.error
      head.push(value)
      if (!PRELUDE.has(value.type)) break
    }
    return { ...result, stream: committedStream(entry, head, reader, controller, stallMs) }
  } catch (error) {
    if (timedOut || (controller.signal.aborted && !outer?.aborted)) throw timeoutError(entry, firstChunkMs)
    throw error
  } finally {
    clearTimeout(timer)
  }
}

function committedStream(
  entry: ChainEntry,
  head: LanguageModelV4StreamPart[],
  reader: ReadableStreamDefaultReader<LanguageModelV4StreamPart>,
  controller: AbortController,
  stallMs: number,
): ReadableStream<LanguageModelV4StreamPart> {
  return new ReadableStream({
    start(out) {
      for (const part of head) out.enqueue(part)
    },
    async pull(out) {
      let stalled = false
      const timer = setTimeout(() => {
        stalled = true
        controller.abort()
        reader.cancel().catch(() => {})
      }, stallMs)
      const stallError = () =>
        new ModelCallError('model_timeout', `${entry.label}: stream stalled for ${stallMs} ms`, {
          retryable: true,
        })
      try {
        const { done, value } = await reader.read()
        if (stalled) out.error(stallError())
        else if (done) out.close()
        else out.enqueue(value)
      } catch (error) {
        out.error(stalled ? stallError() : error)
      } finally {
        clearTimeout(timer)
      }
    },
    cancel(reason) {
      controller.abort(reason)
      return reader.cancel(reason)
    },
  })
}

function timeoutError(entry: ChainEntry, ms: number): ModelCallError {
  return new ModelCallError('model_timeout', `${entry.label}: no response within ${ms} ms`, {
    retryable: true,
  })
}
