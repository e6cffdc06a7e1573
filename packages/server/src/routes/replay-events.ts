import type { FastifyReply } from 'fastify'
import { SseSubscriber } from '../runs/sse-subscriber.ts'
import type { ServerContext } from '../server-context.ts'
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
  const live = context.runs.get(sessionId)
  const storedUntil = live ? live.firstSeq - 1 : Number.POSITIVE_INFINITY
  let cursor = after
  for (;;) {
    const page = await context.store.events.listAfter(sessionId, cursor, PAGE)
    const wanted = page.filter((event) => event.seq <= storedUntil)
    for (const event of wanted) {
      await writer.send(event.seq, event.data)
      cursor = event.seq
    }
    if (page.length < PAGE || wanted.length < page.length || writer.closed) break
  }
  if (!live || writer.closed) {
    writer.end()
    return reply
  }
  const subscriber = new SseSubscriber(writer)
  reply.raw.on('close', () => {
    subscriber.close()
    live.unsubscribe(subscriber)
  })
  live.subscribe(subscriber, cursor)
  if (live.finished) await subscriber.drained().then(() => writer.end())
  return reply
}
