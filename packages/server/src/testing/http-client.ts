import { createParser } from 'eventsource-parser'

export interface SseEvent {
  id: number | undefined
  data: any
}

/** JSON over real HTTP with a tenant's key. */
export async function api(
  url: string,
  key: string | undefined,
  init: { method?: string; body?: unknown; rawBody?: string; headers?: Record<string, string> } = {},
) {
  const headers: Record<string, string> = { ...init.headers }
  if (key) headers.authorization = `Bearer ${key}`
  if (init.body !== undefined || init.rawBody !== undefined) headers['content-type'] = 'application/json'
  const response = await fetch(url, {
    method: init.method ?? (init.body !== undefined || init.rawBody !== undefined ? 'POST' : 'GET'),
    headers,
    body: init.rawBody ?? (init.body === undefined ? undefined : JSON.stringify(init.body)),
  })
  const text = await response.text()
  let json: any
  try {
    json = text ? JSON.parse(text) : undefined
  } catch {
    json = undefined
  }
  return { status: response.status, headers: response.headers, json, text }
}

/**
 * Opens an SSE request and yields parsed events as they arrive; `stopAfter` lets a test drop the
 * connection midway (the fetch is aborted, the socket closes).
 */
export async function sse(
  url: string,
  key: string | undefined,
  init: {
    method?: string
    body?: unknown
    headers?: Record<string, string>
    stopAfter?: (event: SseEvent, all: SseEvent[]) => boolean
  } = {},
): Promise<{ status: number; headers: Headers; events: SseEvent[]; dropped: boolean }> {
  const controller = new AbortController()
  const headers: Record<string, string> = { accept: 'text/event-stream', ...init.headers }
  if (key) headers.authorization = `Bearer ${key}`
  if (init.body !== undefined) headers['content-type'] = 'application/json'
  const response = await fetch(url, {
    method: init.method ?? (init.body !== undefined ? 'POST' : 'GET'),
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
    signal: controller.signal,
  })
  const events: SseEvent[] = []
  if (!response.ok || !response.body)
    return { status: response.status, headers: response.headers, events, dropped: false }
  let dropped = false
  const parser = createParser({
    onEvent: (message) => {
      const event = {
        id: message.id === undefined ? undefined : Number(message.id),
        data: JSON.parse(message.data),
      }
      events.push(event)
      if (!dropped && init.stopAfter?.(event, events)) {
        dropped = true
        controller.abort()
      }
    },
  })
  const decoder = new TextDecoder()
  try {
    for await (const chunk of response.body) {
      parser.feed(decoder.decode(chunk as Uint8Array, { stream: true }))
      if (dropped) break
    }
  } catch (error) {
    if (!dropped) throw error
  }
  return { status: response.status, headers: response.headers, events, dropped }
}
