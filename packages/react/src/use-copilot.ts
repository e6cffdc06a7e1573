import {
  type ChatState,
  type Client,
  CopilotChat,
  type CopilotChatOptions,
  type UserMessage,
} from '@mindwire/client'
import { useEffect, useRef, useState, useSyncExternalStore } from 'react'

export interface UseCopilotOptions extends Omit<CopilotChatOptions, 'client' | 'app'> {
  client: Client
  /** The app (domain) to talk to; fixed for the component's life (give the component a key to switch). */
  app: string
}

/** The chat state plus the actions a copilot UI needs. */
export interface UseCopilotResult extends ChatState {
  send(message: string | UserMessage): Promise<void>
  abort(): void
  confirm(callId: string, accepted: boolean): Promise<void>
  /** One answer for every waiting confirmation, in one request (see CopilotChat.confirmAll). */
  confirmAll(accepted: boolean): Promise<void>
  /** Thumbs up / down on a finished reply, once (see CopilotChat.rate). */
  rate(messageId: string, rating: 'up' | 'down'): Promise<void>
  /** Deletes the conversation on the server and goes on in a new session (see CopilotChat.clearHistory). */
  clearHistory(): Promise<boolean>
  /** The underlying controller, for anything the hook does not surface. */
  chat: CopilotChat
}

/**
 * A copilot chat in a React component (seed 000 §4.6): messages, the reply as it streams, tool calls,
 * waiting confirmations. The session is created on the first message. `context`, `tools` and the
 * callbacks may change between renders; the latest ones are used.
 */
export function useCopilot(options: UseCopilotOptions): UseCopilotResult {
  const [chat] = useState(() => new CopilotChat(options))
  const tools = useRef(options.tools)
  const { context, onDelta, onToolResult, onError } = options
  useEffect(() => {
    // Tools are re-registered only when their list changed; callbacks are simply replaced.
    const toolsChanged = tools.current !== options.tools
    tools.current = options.tools
    chat.setOptions({
      context,
      onDelta,
      onToolResult,
      onError,
      ...(toolsChanged ? { tools: options.tools } : {}),
    })
  })
  const state = useSyncExternalStore(
    (listener) => chat.subscribe(listener),
    () => chat.state,
    () => chat.state,
  )
  return {
    ...state,
    send: (message) => chat.send(message),
    abort: () => chat.abort(),
    confirm: (callId, accepted) => chat.confirm(callId, accepted),
    confirmAll: (accepted) => chat.confirmAll(accepted),
    rate: (messageId, rating) => chat.rate(messageId, rating),
    clearHistory: () => chat.clearHistory(),
    chat,
  }
}
