import { type ClientTool, type ClientToolOutcome, runClientTool } from './client-tool.ts'
import type { Http } from './http.ts'
import { retryWhileBusy } from './retry-busy.ts'
import type { RetryPolicy } from './sse/backoff.ts'
import { resumableEvents } from './sse/resumable-stream.ts'
import { toDelta } from './to-delta.ts'
import type { AssistantDelta, Usage } from './types.ts'
import type { WireEvent } from './wire-event.ts'

export interface StreamTurnOptions {
  http: Http
  sessionId: string
  /** Starts the turn's first run: the chat message or a confirmation, as an SSE request. */
  open: (signal: AbortSignal) => Promise<Response>
  signal: AbortSignal
  retry: RetryPolicy
  /** The session's last event id before this turn. */
  baseEventId: number
  /** Told every event id, so the session always knows where its stream stands. */
  onEventId: (id: number) => void
  tool: (name: string) => ClientTool | undefined
}

/**
 * Streams one turn: the run the request started, and — whenever it stops for a client tool — the run
 * that continues after the tool's result is posted, until the model answers or a person must confirm.
 * Client tools start as soon as their call arrives; their results go back in the order the server
 * lists the waiting calls. Only the last run's `done` is passed on, with the usage of all runs.
 */
export async function* streamTurn(options: StreamTurnOptions): AsyncGenerator<AssistantDelta> {
  const { http, sessionId, signal } = options
  const running = new Map<string, Promise<ClientToolOutcome>>()
  const submitted = new Set<string>()
  const usage: Usage = { promptTokens: 0, completionTokens: 0 }
  let open = options.open
  let baseEventId = options.baseEventId
  const runTool = (id: string, name: string, args: unknown) =>
    runClientTool(options.tool(name), name, args, { callId: id, sessionId, signal })

  for (;;) {
    let done: Extract<WireEvent, { type: 'done' }> | undefined
    let doneId: number | undefined
    const events = resumableEvents({
      open: (s) => retryWhileBusy(() => open(s), s),
      resume: (after, s) =>
        http.request('GET', `/api/ai/sessions/${sessionId}/events`, {
          stream: true,
          signal: s,
          headers: { 'last-event-id': String(after) },
        }),
      signal,
      baseId: baseEventId,
      retry: options.retry,
    })
    for await (const { id, event } of events) {
      if (id !== undefined) {
        baseEventId = id
        options.onEventId(id)
      }
      if (event.type === 'done') {
        done = event
        doneId = id
        continue
      }
      const delta = toDelta(event, id)
      if (event.type === 'tool_call' && event.kind === 'client' && !running.has(event.id)) {
        running.set(event.id, runTool(event.id, event.name, delta.toolCall!.arguments))
      }
      yield delta
    }
    if (!done) return
    usage.promptTokens += done.usage.prompt
    usage.completionTokens += done.usage.completion
    const next = done.pending.find((call) => call.reason === 'client' && !submitted.has(call.callId))
    if (!next) {
      yield { ...toDelta(done, doneId), usage: { ...usage } }
      return
    }
    submitted.add(next.callId)
    const outcome = await (running.get(next.callId) ?? runTool(next.callId, next.name, next.args))
    open = (s) =>
      http.request('POST', `/api/ai/sessions/${sessionId}/tool-results`, {
        body: { callId: next.callId, output: outcome.output, isError: outcome.isError, stream: true },
        stream: true,
        signal: s,
      })
  }
}
