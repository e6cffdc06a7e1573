import { abortedError, fetchFailure, MindwireError } from '../errors.ts'
import { isTerminal, type NumberedEvent, type WireEvent } from '../wire-event.ts'
import { backoffDelay, type RetryPolicy, sleep } from './backoff.ts'
import { readSse } from './read-sse.ts'

export interface ResumableStreamOptions {
  /** Starts the run (POST …, Accept: text/event-stream); resolves to a 2xx response or throws typed. */
  open: (signal: AbortSignal) => Promise<Response>
  /** Reopens the session's stream after an event id (GET /api/ai/sessions/:id/events, Last-Event-ID). */
  resume: (afterId: number, signal: AbortSignal) => Promise<Response>
  signal: AbortSignal
  /** The session's last event id before this run; a drop before the first event resumes from here. */
  baseId: number
  retry: RetryPolicy
}

/**
 * The events of one run, surviving dropped connections: when the stream breaks or ends before the
 * run's last event, it reconnects with Last-Event-ID after a backoff, and skips any event it has
 * already yielded, so the caller sees every event exactly once and in order. Gives up with
 * `stream_lost` after `maxRetries` reconnects in a row that brought nothing new.
 */
export async function* resumableEvents(options: ResumableStreamOptions): AsyncGenerator<NumberedEvent> {
  const { signal, retry } = options
  let lastId = options.baseId
  let attempt = 0
  let response: Response | undefined = await options.open(signal)
  for (;;) {
    if (response?.body) {
      try {
        for await (const message of readSse(response.body)) {
          const id = message.id === undefined || message.id === '' ? undefined : Number(message.id)
          if (id !== undefined && id <= lastId) continue
          const event = parseEvent(message.data)
          if (id !== undefined) lastId = id
          attempt = 0
          yield { id, event }
          if (isTerminal(event)) return
        }
      } catch (error) {
        if (error instanceof MindwireError && error.code === 'bad_response') throw error
        if (signal.aborted) throw abortedError(signal)
        // Anything else is a broken connection: fall through and resume.
      }
    }
    if (signal.aborted) throw abortedError(signal)
    attempt++
    if (attempt > retry.maxRetries) {
      throw new MindwireError(
        'stream_lost',
        `the event stream broke and ${retry.maxRetries} reconnects brought nothing new`,
        { retryable: true },
      )
    }
    try {
      await sleep(backoffDelay(attempt, retry), signal)
    } catch {
      throw abortedError(signal)
    }
    try {
      response = await options.resume(lastId, signal)
    } catch (error) {
      const failure = fetchFailure(error, signal)
      // Only a failure to reach the server is worth another try; a 4xx answer is final.
      if (failure.code !== 'network' && !(failure.status !== undefined && failure.status >= 500))
        throw failure
      response = undefined
    }
  }
}

function parseEvent(data: string): WireEvent {
  try {
    return JSON.parse(data) as WireEvent
  } catch (error) {
    throw new MindwireError('bad_response', `an SSE event is not JSON: ${data.slice(0, 120)}`, {
      cause: error,
    })
  }
}
