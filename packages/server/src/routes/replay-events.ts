import type { FastifyReply } from 'fastify'
import { internalApiError, logInternal } from '../errors/public-error.ts'
import { RemoteRunFollower } from '../runs/remote-run-follower.ts'
import { SseSubscriber } from '../runs/sse-subscriber.ts'
import type { ServerContext } from '../server-context.ts'
import type { ContractEvent } from '../sse/contract-event.ts'
import { SseWriter } from '../sse/sse-writer.ts'

const PAGE = 500

/**
 * Streams a session's events after `after`: stored ones first (up to where a live run's own buffer
 * starts), then the live run if one is in progress. Ends when the run ends, or at once when none runs.
 */
export async function replayEvents(
  context: ServerContext,
  reply: FastifyReply,
  sessionId: string,
  after: number,
): Promise<FastifyReply> {
  reply.hijack()
  const writer = new SseWriter(reply.raw, context.config.sseHeartbeatMs, {
    ...(reply.getHeaders() as Record<string, string>),
    'x-session-id': sessionId,
  })
  try {
    await follow(context, reply, writer, sessionId, after)
  } catch (error) {
    // The response is taken over: Fastify's error handler can no longer answer, so the stream ends
    // with an error event (without an id, so a resume starts after the last event really sent).
    const errorId = logInternal(context.log, error, { sessionId })
    const { code, message } = internalApiError(errorId)
    await writer.send(undefined, { type: 'error', code, message, retryable: true, errorId })
    writer.end()
  }
  return reply
}

/** Sends the stored events after `after`, then follows the live run, if any, to its end. */
async function follow(
  context: ServerContext,
  reply: FastifyReply,
  writer: SseWriter,
  sessionId: string,
  after: number,
): Promise<void> {
  const live = context.runs.get(sessionId)
  // With many instances the run may live on another one: listen for its events before reading the store.
  const remote =
    !live && context.bus.kind !== 'local'
      ? new RemoteRunFollower(context.bus, sessionId, writer, after)
      : undefined
  await remote?.listen()
  const remoteAlive = (await remote?.ownerAlive()) ?? false
  const storedUntil = live ? live.firstSeq - 1 : Number.POSITIVE_INFINITY
  let cursor = after
  let last: ContractEvent | undefined
  for (;;) {
    const page = await context.store.events.listAfter(sessionId, cursor, PAGE)
    const wanted = page.filter((event) => event.seq <= storedUntil)
    for (const event of wanted) {
      await writer.send(event.seq, event.data)
      cursor = event.seq
      last = event.data as ContractEvent
    }
    if (page.length < PAGE || wanted.length < page.length || writer.closed) break
  }
  if (remote) return remote.follow(cursor, last, remoteAlive)
  if (!live || writer.closed) {
    writer.end()
    return
  }
  const subscriber = new SseSubscriber(writer)
  reply.raw.on('close', () => {
    subscriber.close()
    live.unsubscribe(subscriber)
  })
  live.subscribe(subscriber, cursor)
  if (live.finished) await subscriber.drained().then(() => writer.end())
}
