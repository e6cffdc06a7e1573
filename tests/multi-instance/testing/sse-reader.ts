import { createParser } from 'eventsource-parser'

/** One SSE event as read: its id (absent on an event sent without one) and its parsed data. */
export interface ReadEvent {
  id: number | undefined
  data: { type: string; [key: string]: unknown }
}

/** An SSE response being read in the background; `ended` settles when the stream ends or breaks. */
export interface SseReading {
  response: Response
  events: ReadEvent[]
  ended: Promise<void>
}

/** Opens a stream and reads it in the background, collecting its events. */
export async function readSse(url: string, init: RequestInit): Promise<SseReading> {
  const response = await fetch(url, init)
  if (!response.ok || !response.body) throw new Error(`HTTP ${response.status}: ${await response.text()}`)
  const events: ReadEvent[] = []
  const parser = createParser({
    onEvent: (event) =>
      events.push({
        id: event.id === undefined ? undefined : Number(event.id),
        data: JSON.parse(event.data),
      }),
  })
  const body = response.body
  const ended = (async () => {
    const decoder = new TextDecoder()
    try {
      for await (const chunk of body) parser.feed(decoder.decode(chunk as Uint8Array, { stream: true }))
    } catch {
      // The instance went away mid-stream: what was read is what the reader had.
    }
  })()
  return { response, events, ended }
}
