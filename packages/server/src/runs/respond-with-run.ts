import type { FastifyReply, FastifyRequest } from 'fastify'
import { ApiError } from '../errors/api-error.ts'
import { runApiError } from '../errors/public-error.ts'
import type { ServerContext } from '../server-context.ts'
import type { ContractEvent } from '../sse/contract-event.ts'
import { SseWriter } from '../sse/sse-writer.ts'
import { CollectingSubscriber } from './collecting-subscriber.ts'
import type { LiveRun } from './live-run.ts'
import { SseSubscriber } from './sse-subscriber.ts'
import { turnCommitted } from './start-run.ts'

/** True when the client asked for a stream: `stream: true` in the body, or Accept: text/event-stream. */
export function wantsStream(request: FastifyRequest, stream: boolean | undefined): boolean {
  return stream ?? (request.headers.accept ?? '').includes('text/event-stream')
}

/**
 * Answers a request with a live run: as an SSE stream from `afterSeq`, or as one JSON object once the run
 * ends. A client that goes away unsubscribes; the run then ends after the resume grace period.
 */
export async function respondWithRun(
  context: ServerContext,
  request: FastifyRequest,
  reply: FastifyReply,
  live: LiveRun,
  stream: boolean,
  afterSeq = live.firstSeq - 1,
): Promise<RunResponse | undefined> {
  if (stream) {
    reply.hijack()
    const writer = new SseWriter(reply.raw, context.config.sseHeartbeatMs, {
      ...(reply.getHeaders() as Record<string, string>),
      'x-session-id': live.sessionId,
      'x-run-id': live.runId,
    })
    const received = request.receivedAt
    const subscriber = new SseSubscriber(
      writer,
      () => {
        const ms = performance.now() - received
        context.metrics.timeToFirstToken.observe(ms / 1000)
        context.onTimeToFirstToken?.(ms)
      },
      turnCommitted(live),
    )
    reply.raw.on('close', () => {
      subscriber.close()
      live.unsubscribe(subscriber)
    })
    live.subscribe(subscriber, afterSeq)
    // The response is hijacked: Fastify sends nothing for the returned value.
    return undefined
  }
  const subscriber = new CollectingSubscriber()
  reply.raw.on('close', () => {
    if (!reply.sent) live.unsubscribe(subscriber)
  })
  live.subscribe(subscriber, afterSeq)
  const events = await subscriber.ended
  live.unsubscribe(subscriber)
  // The answer is given once the run's turn is stored: a crash after it cannot lose what it says.
  await turnCommitted(live).catch((error: unknown) => {
    context.log.error({ err: error, sessionId: live.sessionId }, 'could not store a turn')
    throw new ApiError(503, 'internal', 'the answer could not be stored; ask again')
  })
  return runResponse(live, events)
}

export type RunResponse = ReturnType<typeof runResponse>

/** The JSON form of a finished run; a failed run becomes the matching HTTP error. */
export function runResponse(live: LiveRun, events: readonly ContractEvent[]) {
  const last = events.at(-1)
  if (last?.type === 'error') throw runApiError(last)
  if (last?.type === 'interrupted' && last.cancelled)
    throw new ApiError(409, 'run_cancelled', 'the run was cancelled before it finished')
  if (last?.type !== 'done')
    throw new ApiError(
      503,
      'internal',
      `the run was interrupted: ${last?.type === 'interrupted' ? last.reason : 'no result'}`,
    )
  const of = <T extends ContractEvent['type']>(type: T) =>
    events.filter((e): e is Extract<ContractEvent, { type: T }> => e.type === type)
  return {
    sessionId: live.sessionId,
    runId: live.runId,
    status: last.pending.length > 0 ? ('awaiting_input' as const) : ('completed' as const),
    finishReason: last.finishReason,
    text: last.text,
    toolCalls: of('tool_call').map(({ type: _, ...call }) => call),
    toolResults: of('tool_result').map(({ type: _, ...result }) => result),
    confirmations: of('confirm_required').map(({ type: _, ...confirm }) => confirm),
    warnings: of('warning').map(({ type: _, ...warning }) => warning),
    pending: last.pending,
    usage: last.usage,
  }
}
