/** Posts a chat request asking for SSE and reads the stream to its end; returns the number of events. */
export async function streamChat(url: string, body: unknown, signal?: AbortSignal): Promise<number> {
  const response = await fetch(`${url}/api/ai/chat`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
    body: JSON.stringify(body),
    signal,
  })
  if (!response.ok || !response.body) throw new Error(`HTTP ${response.status}`)
  let events = 0
  let sawDone = false
  const decoder = new TextDecoder()
  let carry = ''
  for await (const chunk of response.body) {
    carry += decoder.decode(chunk as Uint8Array, { stream: true })
    const frames = carry.split('\n\n')
    carry = frames.pop() ?? ''
    for (const frame of frames) {
      if (!frame.includes('data: ')) continue
      events++
      if (frame.includes('"type":"done"')) sawDone = true
      if (frame.includes('"type":"error"')) throw new Error('the run failed')
    }
  }
  if (!sawDone) throw new Error('the stream ended without done')
  return events
}
