import {
  type ChatState,
  type Client,
  type ClientTool,
  CopilotChat,
  type CopilotChatOptions,
  type SendOptions,
  type UserMessage,
} from '@mindwire/client'
import {
  type ComputedRef,
  computed,
  type MaybeRefOrGetter,
  onScopeDispose,
  type ShallowRef,
  shallowRef,
  toValue,
  watch,
} from 'vue'
import { useCopilotClient } from './copilot-client.ts'

export interface UseCopilotOptions extends Pick<CopilotChatOptions, 'onDelta' | 'onToolResult' | 'onError'> {
  /** The app (domain) to talk to; fixed for the composable's life. */
  app: string
  /** Defaults to the provided client (createCopilotPlugin / provideCopilotClient). */
  client?: Client
  /** Continue this session (after a handoff, in another tab) instead of creating one on the first message. */
  sessionId?: string
  /** The app's live state, read at every message and sent as the session's `state`. */
  context?: MaybeRefOrGetter<unknown>
  /** Client tools: registered for the scope's life, removed when it is disposed; a ref may change them. */
  tools?: MaybeRefOrGetter<readonly ClientTool[]>
}

/** Each field of the chat state as its own computed ref. */
export type ChatStateRefs = { readonly [K in keyof ChatState]: ComputedRef<ChatState[K]> }

/** The chat state as refs, plus the actions a copilot UI needs. */
export interface UseCopilotResult extends ChatStateRefs {
  /** The whole state in one ref (a new object after every change). */
  state: Readonly<ShallowRef<ChatState>>
  /** `options.state`: state for this message only, merged over `context` (a card's focus). */
  send(message: string | UserMessage, options?: SendOptions): Promise<void>
  abort(): void
  confirm(callId: string, accepted: boolean): Promise<void>
  /** One answer for every waiting confirmation, in one request (see CopilotChat.confirmAll). */
  confirmAll(accepted: boolean): Promise<void>
  /** Thumbs up / down on a finished reply, once (see CopilotChat.rate). */
  rate(messageId: string, rating: 'up' | 'down'): Promise<void>
  /** Deletes the conversation on the server and goes on in a new session (see CopilotChat.clearHistory). */
  clearHistory(): Promise<boolean>
  /** The underlying controller, shared with @mindwire/react, for anything the composable does not surface. */
  chat: CopilotChat
}

/**
 * A copilot chat (seed 000 §4.6) in a component or any effect scope: messages, the reply as it streams,
 * tool calls, waiting confirmations. The session is created on the first message; disposing the scope
 * stops the reply in progress and removes the tools.
 */
export function useCopilot(options: UseCopilotOptions): UseCopilotResult {
  const { app, sessionId, context, tools, onDelta, onToolResult, onError } = options
  const chat = new CopilotChat({
    client: useCopilotClient(options.client),
    app,
    sessionId,
    // toValue at call time: a getter or ref gives the state as it is when the message leaves.
    context: context === undefined ? undefined : () => toValue(context),
    tools: toValue(tools),
    onDelta,
    onToolResult,
    onError,
  })
  const state = shallowRef(chat.state)
  const unsubscribe = chat.subscribe(() => {
    state.value = chat.state
  })
  const stopTools = watch(
    () => toValue(tools),
    (next) => chat.setOptions({ tools: next ?? [] }),
  )
  onScopeDispose(() => {
    stopTools()
    unsubscribe()
    // Going away only detaches: the run goes on and can be resumed; Stop is `abort`.
    chat.detach()
    chat.setOptions({ tools: [] })
  })
  return {
    state,
    ...chatStateRefs(state),
    send: (message, sendOptions) => chat.send(message, sendOptions),
    abort: () => chat.abort(),
    confirm: (callId, accepted) => chat.confirm(callId, accepted),
    confirmAll: (accepted) => chat.confirmAll(accepted),
    rate: (messageId, rating) => chat.rate(messageId, rating),
    clearHistory: () => chat.clearHistory(),
    chat,
  }
}

/** Splits a state ref into one computed ref per field, so templates and components read `messages.value`. */
export function chatStateRefs(state: Readonly<ShallowRef<ChatState>>): ChatStateRefs {
  const refs = {} as Record<string, ComputedRef<unknown>>
  for (const key of Object.keys(state.value)) refs[key] = computed(() => state.value[key as keyof ChatState])
  return refs as unknown as ChatStateRefs
}
