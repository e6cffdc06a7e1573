/** Posts a chat request asking for SSE and reads the stream to its end; returns the number of events. */
export function streamChat(url: string, body: unknown, signal?: AbortSignal): Promise<number> {
  return countEvents(`${url}/api/ai/chat`, body, { end: '"type":"done"', failure: '"type":"error"' }, signal)
}

/**
 * Runs one AG-UI run of the bench app (POST /api/agui/bench, a new thread each time) and reads its event
 * stream to RUN_FINISHED; returns the number of events.
 */
export function streamAgui(
  url: string,
  threadId: string,
  text: string,
  signal?: AbortSignal,
): Promise<number> {
  const input = {
    threadId,
    runId: `${threadId}-run`,
    messages: [{ id: `${threadId}-m`, role: 'user', content: text }],
  }
  const marks = { end: '"type":"RUN_FINISHED"', failure: '"type":"RUN_ERROR"' }
  return countEvents(`${url}/api/agui/bench`, input, marks, signal)
}

/** Posts `body`, reads the SSE stream to its end and counts its events; it must end with `marks.end`. */
async function countEvents(
  endpoint: string,
  body: unknown,
  marks: { end: string; failure: string },
  signal?: AbortSignal,
): Promise<number> {
  const response = await fetch(endpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
    body: JSON.stringify(body),
    signal,
  })
  if (!response.ok || !response.body) throw new Error(`HTTP ${response.status}`)
  let events = 0
  let ended = false
  const decoder = new TextDecoder()
  let carry = ''
  for await (const chunk of response.body) {
    carry += decoder.decode(chunk as Uint8Array, { stream: true })
    const frames = carry.split('\n\n')
    carry = frames.pop() ?? ''
    for (const frame of frames) {
      if (!frame.includes('data: ')) continue
      events++
      if (frame.includes(marks.end)) ended = true
      if (frame.includes(marks.failure)) throw new Error('the run failed')
    }
  }
  if (!ended) throw new Error(`the stream ended without ${marks.end}`)
  return events
}
