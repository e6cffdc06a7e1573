import { readSse } from '@mindwire/client'
import type { RunStreamEvent } from './run-view.ts'

/** Where to send the run and the key the server may ask for. */
export interface RunTarget {
  endpoint: string
  apiKey?: string
}

/**
 * Starts an analyst run on `file` with the offline planner and hands each SSE event to `onEvent` as it
 * arrives. The audio travels as base64 in the JSON body, as `POST /api/analyst/runs` takes it.
 */
export async function streamRun(
  file: File,
  target: RunTarget,
  onEvent: (event: RunStreamEvent) => void,
  signal?: AbortSignal,
): Promise<void> {
  const response = await fetch(`${target.endpoint}/api/analyst/runs`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'text/event-stream',
      ...(target.apiKey ? { authorization: `Bearer ${target.apiKey}` } : {}),
    },
    body: JSON.stringify({
      audio: { data: await base64Of(file), mimeType: file.type || 'audio/wav', fileName: file.name },
      planner: 'offline',
    }),
    signal,
  })
  if (!response.ok || !response.body) {
    const problem = (await response.json().catch(() => undefined)) as
      | { error?: { message?: string } }
      | undefined
    throw new Error(problem?.error?.message ?? `the server answered ${response.status}`)
  }
  for await (const message of readSse(response.body)) onEvent(JSON.parse(message.data) as RunStreamEvent)
}

/** The file's bytes as base64, through a data URL (the browser encodes; no byte loop in JS). */
function base64Of(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve(String(reader.result).slice(String(reader.result).indexOf(',') + 1))
    reader.onerror = () => reject(reader.error ?? new Error('cannot read the file'))
    reader.readAsDataURL(file)
  })
}
