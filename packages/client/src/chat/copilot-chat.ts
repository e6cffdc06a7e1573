import type { Client } from '../client.ts'
import type { ClientTool } from '../client-tool.ts'
import { browserConnectivity, type Connectivity } from '../connectivity.ts'
import { isAbortError, MindwireError } from '../errors.ts'
import type { ReplyStream } from '../reply-stream.ts'
import type { SendOptions, Session } from '../session.ts'
import type { AssistantDelta, ToolCall, ToolResult, UserMessage } from '../types.ts'
import {
  applyDelta,
  beginTurn,
  type ChatState,
  endTurn,
  initialChatState,
  withFeedback,
} from './chat-state.ts'
import { chatMessagesFromHistory } from './history-messages.ts'

export interface CopilotChatOptions {
  client: Client
  /** The app (domain) to talk to. */
  app: string
  /** Continue this existing session instead of creating one on the first message. */
  sessionId?: string
  /** The person the app signed in (their sessions and saved work are theirs); kept on a new session. */
  userId?: string
  /** The app's live state, sent with every message. */
  context?: () => unknown
  /** Client tools the model may call; they run here. */
  tools?: readonly ClientTool[]
  /** Sees every delta as it arrives (before the state updates). */
  onDelta?: (delta: AssistantDelta) => void
  /** Sees every tool result with its call (e.g. to replay the operations a tool returned). */
  onToolResult?: (result: ToolResult, call: ToolCall | undefined) => void
  onError?: (error: MindwireError) => void
  /** Where the chat learns that the network went and came back; the browser's own reading by default. */
  connectivity?: Connectivity
}

/**
 * A chat over one session, independent of any UI framework: it keeps the state a chat panel renders
 * and tells subscribers when it changes. `@mindwire/react`'s useCopilot is a thin hook over it.
 */
export class CopilotChat {
  #options: CopilotChatOptions
  #state: ChatState = initialChatState
  #session: Promise<Session> | undefined
  readonly #listeners = new Set<() => void>()
  readonly #calls = new Map<string, ToolCall>()
  // The tool names this chat registered on its session, so a shorter list removes the ones left out.
  readonly #registered = new Set<string>()
  readonly #connectivity: Connectivity
  #stopWatching: (() => void) | undefined

  constructor(options: CopilotChatOptions) {
    this.#options = options
    this.#connectivity = options.connectivity ?? browserConnectivity()
    this.#state = { ...initialChatState, offline: !this.#connectivity.online() }
  }

  get state(): ChatState {
    return this.#state
  }

  /** Calls the listener after every change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void {
    this.#listeners.add(listener)
    // The network is watched while someone renders the chat, and no longer once nobody does.
    if (!this.#stopWatching) {
      this.#stopWatching = this.#connectivity.subscribe((online) => this.#setOnline(online))
      this.#setOnline(this.#connectivity.online())
    }
    return () => {
      this.#listeners.delete(listener)
      if (this.#listeners.size === 0) {
        this.#stopWatching?.()
        this.#stopWatching = undefined
      }
    }
  }

  /** Replaces callbacks, context and tools (the latest render's), keeping the session; tools left out are removed. */
  setOptions(options: Partial<Omit<CopilotChatOptions, 'client' | 'app'>>): void {
    this.#options = { ...this.#options, ...options }
    if (options.tools) void this.#session?.then((session) => this.#registerTools(session))
  }

  /** The session, created (or resumed) on first use. */
  session(): Promise<Session> {
    this.#session ??= this.#openSession().catch((error: unknown) => {
      this.#session = undefined
      throw error
    })
    return this.#session
  }

  /** Sends a message and streams the reply into the state; errors end up in `state.error`. */
  async send(message: string | UserMessage, options?: SendOptions): Promise<void> {
    // Offline nothing is sent, and nothing is queued to go out later unseen: the person sends it again.
    if (this.#state.offline) return
    const user: UserMessage = typeof message === 'string' ? { role: 'user', content: message } : message
    this.#set(beginTurn(this.#state, user))
    await this.#run(async () => (await this.session()).sendStreaming(user, options))
  }

  /** Answers a waiting confirmation (or several, with one answer and one run); the run continues into the state. */
  async confirm(callId: string | readonly string[], accepted: boolean): Promise<void> {
    const ids = typeof callId === 'string' ? [callId] : [...callId]
    if (ids.length === 0) return
    this.#set({ ...beginTurn(this.#state), pending: this.#state.pending.filter((c) => !ids.includes(c.id)) })
    await this.#run(async () => (await this.session()).confirm(ids, accepted))
  }

  /** One answer for every waiting confirmation, sent as one request: the person is asked once. */
  confirmAll(accepted: boolean): Promise<void> {
    return this.confirm(
      this.#state.pending.map((call) => call.id),
      accepted,
    )
  }

  /** Stops the reply in progress (Stop): the server cancels the run; what streamed so far stays. */
  async abort(): Promise<void> {
    await this.#session?.then((session) => session.abort()).catch(() => undefined)
  }

  /** Stops reading the reply (the view goes away); the run goes on and can be resumed. */
  detach(): void {
    void this.#session?.then((session) => session.detach()).catch(() => undefined)
  }

  /**
   * Rates a finished reply, thumbs up or down (seed 000 §8), naming the run that produced it. A reply is
   * rated once: while a rating is being sent or after it was kept, another is ignored; a failed one may be
   * tried again. Replies without a finished run (stopped, failed, waiting for a confirmation) cannot be
   * rated; replies read back from history carry the run that finished them.
   */
  async rate(messageId: string, rating: 'up' | 'down'): Promise<void> {
    const message = this.#state.messages.find((m) => m.id === messageId)
    if (!message?.runId || (message.feedback && message.feedback.status !== 'failed')) return
    this.#set(withFeedback(this.#state, messageId, { rating, status: 'sending' }))
    try {
      await (await this.session()).rate(rating, { runId: message.runId })
      this.#set(withFeedback(this.#state, messageId, { rating, status: 'sent' }))
    } catch (error) {
      const failure = asMindwireError(error)
      this.#set(
        withFeedback(this.#state, messageId, {
          rating,
          status: 'failed',
          error: { code: failure.code, message: failure.message },
        }),
      )
    }
  }

  /**
   * Deletes the conversation (seed 000 §7: a person may delete a session's history): the server erases the
   * session and the chat goes on in a new, empty one. The list empties only once the server has erased it;
   * a failure keeps the messages and says why in `state.error`. True when the history was erased.
   */
  async clearHistory(): Promise<boolean> {
    if (this.#state.sending) return false
    let session: Session | undefined
    try {
      // A chat given a session to resume deletes that one even before it has opened it.
      if (this.#session || this.#options.sessionId) session = await this.session()
      if (session) await session.clearHistory()
      this.#calls.clear()
      this.#set({ ...initialChatState, offline: this.#state.offline, sessionId: session?.id ?? null })
      return true
    } catch (error) {
      const failure = asMindwireError(error)
      this.#options.onError?.(failure)
      const shown = { code: failure.code, message: failure.message }
      if (session && session.getHistory().length === 0) {
        // Erased, but the next session was not created: the list empties (it is gone) and the next message
        // starts a session of its own.
        this.#session = undefined
        this.#options = { ...this.#options, sessionId: undefined }
        this.#calls.clear()
        this.#set({ ...initialChatState, offline: this.#state.offline, error: shown })
        return true
      }
      this.#set({ ...this.#state, error: shown })
      return false
    }
  }

  async #run(start: () => Promise<ReplyStream>): Promise<void> {
    let runId: string | undefined
    try {
      for await (const delta of await start()) {
        // A reply that stops to ask (a confirmation) is not finished: only a finished one is rated.
        if (delta.finishReason) runId = delta.finishReason === 'tool_calls' ? undefined : delta.runId
        this.#options.onDelta?.(delta)
        if (delta.toolCall) this.#calls.set(delta.toolCall.id, delta.toolCall)
        if (delta.toolResult)
          this.#options.onToolResult?.(delta.toolResult, this.#calls.get(delta.toolResult.id))
        this.#set(applyDelta(this.#state, delta))
      }
      this.#set(endTurn(this.#state, undefined, runId))
    } catch (error) {
      const failure = asMindwireError(error)
      if (!isAbortError(failure)) this.#options.onError?.(failure)
      this.#set(
        endTurn(
          this.#state,
          isAbortError(failure) ? undefined : { code: failure.code, message: failure.message },
        ),
      )
    }
  }

  async #openSession(): Promise<Session> {
    const { client, app, sessionId, userId } = this.#options
    // Read context through the options at call time, so the latest render's function is used.
    const context = () => this.#options.context?.()
    const session = sessionId
      ? await client.resumeSession(sessionId, { context })
      : await client.createSession({ app, context, userId })
    this.#registerTools(session)
    // A resumed session opens with its conversation so far, before anything this chat sent while it opened.
    const earlier = sessionId ? chatMessagesFromHistory(session.getHistory()) : []
    this.#set({
      ...this.#state,
      sessionId: session.id,
      ...(earlier.length > 0 ? { messages: [...earlier, ...this.#state.messages] } : {}),
    })
    return session
  }

  #registerTools(session: Session): void {
    const tools = this.#options.tools ?? []
    for (const name of this.#registered)
      if (!tools.some((tool) => tool.name === name)) {
        session.unregisterTool(name)
        this.#registered.delete(name)
      }
    for (const tool of tools) {
      this.#registered.add(tool.name)
      // Each call goes to the latest definition of the tool, not the one captured at registration.
      session.registerTool({
        name: tool.name,
        description: tool.description,
        execute: (args, context) => {
          const latest = this.#options.tools?.find((t) => t.name === tool.name) ?? tool
          return latest.execute(args, context)
        },
      })
    }
  }

  #setOnline(online: boolean): void {
    if (this.#state.offline !== online) return
    this.#set({ ...this.#state, offline: !online })
  }

  #set(state: ChatState): void {
    this.#state = state
    for (const listener of this.#listeners) listener()
  }
}

function asMindwireError(error: unknown): MindwireError {
  return error instanceof MindwireError
    ? error
    : new MindwireError('internal', String((error as Error)?.message ?? error))
}
