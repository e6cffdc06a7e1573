import { type ClientTool, runClientTool } from './client-tool.ts'
import { abortedError, MindwireError } from './errors.ts'
import { announceHandoff } from './handoff-channel.ts'
import type { Http } from './http.ts'
import { readPersisted, storageKey, writePersisted } from './persisted-session.ts'
import { ReplyBuilder } from './reply-builder.ts'
import { ReplyStream } from './reply-stream.ts'
import { retryWhileBusy } from './retry-busy.ts'
import { addRunResponse, type RunResponse } from './run-response.ts'
import type { RetryPolicy } from './sse/backoff.ts'
import { readSse } from './sse/read-sse.ts'
import type { KeyValueStorage } from './storage.ts'
import { streamTurn } from './stream-turn.ts'
import type { AssistantDelta, AssistantMessage, Message, PendingCall, UserMessage } from './types.ts'

/** What a session is made of; the client fills it in. */
export interface SessionInit {
  http: Http
  storage: KeyValueStorage
  retry: RetryPolicy
  id: string
  app: string
  title?: string | null
  userId?: string | null
  /** The live application state, sent as the session's `state` with every message. */
  context?: () => unknown
  tools?: readonly ClientTool[]
  history?: Message[]
  pending?: PendingCall[]
  /** The session's last event id; undefined when unknown (a resumed session). */
  lastEventId?: number
  /** Sent with every message as its `options`. */
  controls?: RunControls
}

/** A session's controls (seed 000 §4.1 SessionOptions), sent with each of its messages. */
export interface RunControls {
  systemPrompt?: string
  model?: string
  temperature?: number
  maxTokens?: number
}

/** Options of one message. */
export interface SendOptions {
  /**
   * State for this message only, merged over the session's `context` (e.g. `{ focus: { moduleId } }` from
   * a module's AI button); the next message sends the context alone again.
   */
  state?: Record<string, unknown>
}

export interface HandoffResult {
  sessionId: string
  app: string
  /** `xi://<app>/intent/<intent>?sessionId=…&handoff=<handoffId>`: never the context itself. */
  deepLink: string
  /** The stored handoff the receiving app reads the context from (`Client.readHandoff`). */
  handoffId: string
}

/**
 * One conversation with the copilot (seed 000 §4.2). Messages go to the server with the app's live
 * context; replies come back whole (`send`) or streamed (`sendStreaming`), client tools run here, and
 * calls that need a person wait for `confirm`.
 */
export class Session {
  readonly #http: Http
  readonly #storage: KeyValueStorage
  readonly #retry: RetryPolicy
  readonly #context?: () => unknown
  readonly #controls?: RunControls
  readonly #tools = new Map<string, ClientTool>()
  readonly #controllers = new Set<AbortController>()
  #cancelling: Promise<void> = Promise.resolve()
  readonly #title?: string | null
  readonly #userId?: string | null
  #id: string
  #app: string
  #history: Message[]
  #pending: PendingCall[]
  // Where this client's view of the session's event stream stands; stale after runs it did not stream.
  #lastEventId: number
  #lastEventIdStale: boolean

  constructor(init: SessionInit) {
    this.#http = init.http
    this.#storage = init.storage
    this.#retry = init.retry
    this.#context = init.context
    this.#controls = init.controls
    this.#title = init.title
    this.#userId = init.userId
    this.#id = init.id
    this.#app = init.app
    this.#history = init.history ?? []
    this.#pending = init.pending ?? []
    this.#lastEventId = init.lastEventId ?? 0
    this.#lastEventIdStale = init.lastEventId === undefined
    for (const tool of init.tools ?? []) this.registerTool(tool)
  }

  get id(): string {
    return this.#id
  }

  /** The app (domain) the session talks to; changes with `handoff`. */
  get app(): string {
    return this.#app
  }

  /** Calls that wait for an answer after the last reply (confirmations). */
  get pending(): readonly PendingCall[] {
    return this.#pending
  }

  /** Sends a message and resolves with the whole reply (JSON, no stream); client tools run on the way. */
  async send(message: string | UserMessage, options: SendOptions = {}): Promise<AssistantMessage> {
    const user = toUserMessage(message)
    await this.#bargeIn()
    this.#history.push(user)
    const controller = this.#begin()
    const { signal } = controller
    // JSON runs still number their events on the server: the stream position is unknown from here on.
    this.#lastEventIdStale = true
    try {
      let response = await retryWhileBusy(
        () =>
          this.#http.json<RunResponse>('POST', '/api/ai/chat', {
            body: this.#chatBody(user, false, options.state),
            signal,
          }),
        signal,
      )
      let reply = addRunResponse(new ReplyBuilder().message, response)
      const submitted = new Set<string>()
      for (;;) {
        const next = response.pending.find((call) => call.reason === 'client' && !submitted.has(call.callId))
        if (!next) break
        submitted.add(next.callId)
        const outcome = await runClientTool(this.#tools.get(next.name), next.name, next.args, {
          callId: next.callId,
          sessionId: this.#id,
          signal,
        })
        response = await this.#http.json<RunResponse>('POST', `/api/ai/sessions/${this.#id}/tool-results`, {
          body: { callId: next.callId, output: outcome.output, isError: outcome.isError, stream: false },
          signal,
        })
        reply = addRunResponse(reply, response)
      }
      return this.#finish(reply)
    } finally {
      this.#end(controller)
    }
  }

  /** Sends a message and streams the reply as it is produced (text, tool calls, results, confirmations). */
  sendStreaming(message: string | UserMessage, options: SendOptions = {}): ReplyStream {
    const user = toUserMessage(message)
    return this.#stream((signal) => {
      return this.#http.request('POST', '/api/ai/chat', {
        body: this.#chatBody(user, true, options.state),
        stream: true,
        signal,
      })
    }, user)
  }

  /**
   * Accepts or declines a call that waits for confirmation — or several with one answer (a turn's additions
   * asked about once), in one run; the run continues as a stream.
   */
  confirm(callId: string | readonly string[], accepted: boolean): ReplyStream {
    const [first, ...others] = typeof callId === 'string' ? [callId] : callId
    return this.#stream((signal) =>
      this.#http.request('POST', `/api/ai/sessions/${this.#id}/confirm`, {
        body: { callId: first, ...(others.length ? { callIds: others } : {}), accepted, stream: true },
        stream: true,
        signal,
      }),
    )
  }

  /**
   * Stops the reply in progress (a Stop button): asks the server to cancel the run — its model stream and
   * running tools stop at once and nothing further runs — then detaches, so the stream ends with an
   * `aborted` error. Resolves once the server has ended the run (or could not be reached; the run then
   * stops after its resume grace period). Dropping the connection alone only detaches.
   */
  abort(reason = 'aborted by the client'): Promise<void> {
    if (this.#controllers.size === 0) return this.#cancelling
    const cancelling = this.#cancelOnServer()
    for (const controller of this.#controllers) controller.abort(reason)
    this.#cancelling = cancelling
    return cancelling
  }

  /**
   * Stops reading the reply without stopping the run (a page or component going away): the server keeps
   * the run for its resume grace period, and the events can be resumed with Last-Event-ID.
   */
  detach(reason = 'detached by the client'): void {
    for (const controller of this.#controllers) controller.abort(reason)
  }

  /** Cancels the session's run on the server; a failure leaves the grace period to end it. */
  async #cancelOnServer(): Promise<void> {
    await this.#http.json('POST', `/api/ai/sessions/${this.#id}/cancel`, { body: {} }).catch(() => undefined)
  }

  /** A new message while a reply is in progress interrupts it (barge-in) before it is sent. */
  async #bargeIn(): Promise<void> {
    if (this.#controllers.size > 0) await this.abort('interrupted by a new message')
    else await this.#cancelling
  }

  /** Registers a client tool (its name must match a `client` tool the app's domain declares). */
  registerTool(tool: ClientTool): void {
    this.#tools.set(tool.name, tool)
  }

  unregisterTool(name: string): void {
    this.#tools.delete(name)
  }

  listTools(): ClientTool[] {
    return [...this.#tools.values()]
  }

  /**
   * Rates a reply, thumbs up or down (seed 000 §8 用户反馈): the latest one, or the run `runId` produced;
   * kept in the tenant's log on the server.
   */
  async rate(rating: 'up' | 'down', options: { runId?: string; comment?: string } = {}): Promise<void> {
    await this.#http.json('POST', `/api/ai/sessions/${this.#id}/feedback`, { body: { rating, ...options } })
  }

  /** The conversation as this client saw it (or loaded it on resume). */
  getHistory(): Message[] {
    return [...this.#history]
  }

  /** Erases the history on the server and continues in a fresh session (a new `id`) for the same app. */
  async clearHistory(): Promise<void> {
    void this.abort('the history was cleared')
    await this.#http.json('DELETE', `/api/ai/sessions/${this.#id}`).catch((error: unknown) => {
      if (!(error instanceof MindwireError && error.code === 'not_found')) throw error
    })
    this.#storage.removeItem(storageKey(this.#id))
    // Erased on the server: what this client holds goes too, even if the new session below is not created.
    this.#history = []
    this.#pending = []
    const state = this.#context?.()
    const created = await this.#http.json<{ id: string }>('POST', '/api/ai/sessions', {
      body: {
        app: this.#app,
        title: this.#title,
        userId: this.#userId,
        ...(state === undefined ? {} : { state }),
      },
    })
    this.#id = created.id
    this.#history = []
    this.#pending = []
    this.#lastEventId = 0
    this.#lastEventIdStale = false
  }

  /** Continues this session in another app with the given context (seed 000 §4.7); returns its deep link. */
  async handoff(
    targetApp: string,
    intent: string,
    context?: Record<string, unknown>,
  ): Promise<HandoffResult> {
    const result = await this.#http.json<HandoffResult>('POST', `/api/ai/sessions/${this.#id}/handoff`, {
      body: { targetApp, intent, ...(context ? { context } : {}) },
    })
    const from = this.#app
    this.#app = result.app
    announceHandoff({ sessionId: this.#id, from, to: result.app, intent, deepLink: result.deepLink, context })
    return result
  }

  /** Saves the session (id, app, history, stream position) to the client's storage. */
  persist(): void {
    writePersisted(this.#storage, {
      v: 1,
      id: this.#id,
      app: this.#app,
      history: this.#history,
      pending: this.#pending,
      lastEventId: this.#lastEventIdStale ? null : this.#lastEventId,
    })
  }

  /** Loads what `persist` saved for this session id; false when nothing (or something unreadable) is there. */
  restore(): boolean {
    const data = readPersisted(this.#storage, this.#id)
    if (!data) return false
    this.#app = data.app
    this.#history = data.history
    this.#pending = data.pending
    this.#lastEventId = data.lastEventId ?? 0
    this.#lastEventIdStale = data.lastEventId === null
    return true
  }

  #stream(open: (signal: AbortSignal) => Promise<Response>, user?: UserMessage): ReplyStream {
    const session = this
    return new ReplyStream(async function* () {
      if (user) await session.#bargeIn()
      if (user) session.#history.push(user)
      const controller = session.#begin()
      const builder = new ReplyBuilder()
      try {
        await session.#syncEventId(controller.signal)
        for await (const delta of streamTurn({
          http: session.#http,
          sessionId: session.#id,
          open,
          signal: controller.signal,
          retry: session.#retry,
          baseEventId: session.#lastEventId,
          onEventId: (id) => {
            session.#lastEventId = id
          },
          tool: (name) => session.#tools.get(name),
        })) {
          builder.add(delta)
          yield delta satisfies AssistantDelta
        }
        session.#finish(builder.message)
      } catch (error) {
        if (controller.signal.aborted) throw abortedError(controller.signal)
        throw error
      } finally {
        session.#end(controller)
      }
    })
  }

  /** Learns the session's last event id when runs this client did not stream may have added events. */
  async #syncEventId(signal: AbortSignal): Promise<void> {
    if (!this.#lastEventIdStale) return
    const response = await this.#http.request('GET', `/api/ai/sessions/${this.#id}/events`, {
      stream: true,
      signal,
      headers: { 'last-event-id': String(this.#lastEventId) },
    })
    if (response.body)
      for await (const message of readSse(response.body)) {
        const id = Number(message.id)
        if (Number.isInteger(id) && id > this.#lastEventId) this.#lastEventId = id
      }
    this.#lastEventIdStale = false
  }

  #chatBody(user: UserMessage, stream: boolean, extra?: Record<string, unknown>) {
    const context = this.#context?.()
    // This message's own state (a card's focus) joins the app's context for this request only.
    const state =
      extra === undefined ? context : { ...((context as Record<string, unknown>) ?? {}), ...extra }
    return {
      sessionId: this.#id,
      message: user.content,
      stream,
      ...(state === undefined ? {} : { state }),
      ...(this.#controls ? { options: this.#controls } : {}),
    }
  }

  #finish(reply: AssistantMessage): AssistantMessage {
    this.#history.push(reply)
    this.#pending = (reply.pending ?? []).filter((call) => call.reason === 'confirm')
    return reply
  }

  #begin(): AbortController {
    const controller = new AbortController()
    this.#controllers.add(controller)
    return controller
  }

  #end(controller: AbortController): void {
    this.#controllers.delete(controller)
  }
}

function toUserMessage(message: string | UserMessage): UserMessage {
  return typeof message === 'string' ? { role: 'user', content: message } : message
}
