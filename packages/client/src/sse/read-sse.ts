import { createParser, type EventSourceMessage } from 'eventsource-parser'

/**
 * Yields the SSE messages of a response body as they arrive. Reads with a plain reader (not
 * `for await` over the stream, which some browsers lack); cancels the body when the caller stops early.
 */
export async function* readSse(body: ReadableStream<Uint8Array>): AsyncGenerator<EventSourceMessage> {
  const queue: EventSourceMessage[] = []
  const parser = createParser({ onEvent: (message) => queue.push(message) })
  const decoder = new TextDecoder()
  const reader = body.getReader()
  let finished = false
  try {
    for (;;) {
      const { done, value } = await reader.read()
      if (done) {
        finished = true
        parser.feed(decoder.decode())
      } else parser.feed(decoder.decode(value, { stream: true }))
      while (queue.length > 0) yield queue.shift()!
      if (done) return
    }
  } finally {
    if (!finished) await reader.cancel().catch(() => undefined)
    reader.releaseLock()
  }
}
