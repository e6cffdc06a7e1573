import type { AssistantDelta, Confirmation, UserMessage } from '../types.ts'

/** A tool call as a UI shows it, from its first argument delta to its result. */
export interface ToolCallView {
  id: string
  name: string
  kind: 'server' | 'client'
  /** Parsed arguments once the call is complete. */
  arguments?: unknown
  /** The arguments as the model writes them, while it writes them. */
  argumentsText: string
  /** `streaming` → `running` → ok / error / blocked / rejected / cancelled, or `awaiting_confirmation`. */
  status: string
  result?: unknown
}

export interface ChatMessage {
  id: string
  role: 'user' | 'assistant'
  content: string
  toolCalls: ToolCallView[]
  error?: { code: string; message: string }
  /** The run that produced a finished assistant reply: what a rating names. */
  runId?: string
  /** The person's thumbs up or down on this reply, as far as it got. */
  feedback?: ReplyFeedback
}

/** A rating of a reply: being sent, kept by the server, or failed (with why, so it can be shown and retried). */
export interface ReplyFeedback {
  rating: 'up' | 'down'
  status: 'sending' | 'sent' | 'failed'
  error?: { code: string; message: string }
}

/** Everything a chat UI renders; a new object after every change. */
export interface ChatState {
  messages: ChatMessage[]
  /** The reply being streamed now (not yet in `messages`). */
  streamingText: string
  /** The tool calls of the reply being streamed now. */
  toolCalls: ToolCallView[]
  /** Calls waiting for the person to accept or decline. */
  pending: Confirmation[]
  sending: boolean
  error: { code: string; message: string } | null
  sessionId: string | null
  /** No network (seed 000 DQ-MIND-04): the UI disables sending and says why until it is back. */
  offline: boolean
}

export const initialChatState: ChatState = {
  messages: [],
  streamingText: '',
  toolCalls: [],
  pending: [],
  sending: false,
  error: null,
  sessionId: null,
  offline: false,
}

let counter = 0
const nextId = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${(counter++).toString(36)}`

/** A turn starts: the person's message (absent when answering a confirmation) joins the list. */
export function beginTurn(state: ChatState, user?: UserMessage): ChatState {
  const text =
    typeof user?.content === 'string'
      ? user.content
      : (user?.content.map((part) => (part.type === 'text' ? part.text : `[${part.type}]`)).join(' ') ?? '')
  return {
    ...state,
    messages: user
      ? [...state.messages, { id: nextId('u'), role: 'user', content: text, toolCalls: [] }]
      : state.messages,
    streamingText: '',
    toolCalls: [],
    sending: true,
    error: null,
  }
}

/** Folds one streamed delta into the state. */
export function applyDelta(state: ChatState, delta: AssistantDelta): ChatState {
  if (delta.content) return { ...state, streamingText: state.streamingText + delta.content }
  if (delta.toolCallDelta) {
    const { id, name, delta: text } = delta.toolCallDelta
    const existing = state.toolCalls.find((call) => call.id === id)
    return existing
      ? patchCall(state, id, { argumentsText: existing.argumentsText + text })
      : {
          ...state,
          toolCalls: [
            ...state.toolCalls,
            { id, name, kind: 'server', argumentsText: text, status: 'streaming' },
          ],
        }
  }
  if (delta.toolCall) {
    const { id, name, kind, arguments: args } = delta.toolCall
    const known = state.toolCalls.some((call) => call.id === id)
    const patch = { kind, arguments: args, argumentsText: JSON.stringify(args), status: 'running' }
    return known
      ? patchCall(state, id, patch)
      : { ...state, toolCalls: [...state.toolCalls, { id, name, ...patch }] }
  }
  if (delta.toolResult) {
    const { id, name, status, output } = delta.toolResult
    const known =
      state.toolCalls.some((call) => call.id === id) ||
      state.messages.some((m) => m.toolCalls.some((call) => call.id === id))
    const next = known
      ? patchCall(state, id, { status, result: output })
      : {
          ...state,
          toolCalls: [
            ...state.toolCalls,
            { id, name, kind: 'server' as const, argumentsText: '', status, result: output },
          ],
        }
    return { ...next, pending: next.pending.filter((call) => call.id !== id) }
  }
  if (delta.confirmation) {
    const confirmation = delta.confirmation
    const next = state.toolCalls.some((call) => call.id === confirmation.id)
      ? patchCall(state, confirmation.id, { status: 'awaiting_confirmation' })
      : state
    return { ...next, pending: [...next.pending.filter((c) => c.id !== confirmation.id), confirmation] }
  }
  return state
}

/**
 * The turn ended (normally, or with an error): the streamed reply becomes a message, with the run that
 * produced it when the server named one.
 */
export function endTurn(
  state: ChatState,
  error?: { code: string; message: string },
  runId?: string,
): ChatState {
  const hasReply = state.streamingText !== '' || state.toolCalls.length > 0 || error
  const reply: ChatMessage = {
    id: nextId('a'),
    role: 'assistant',
    content: state.streamingText,
    toolCalls: state.toolCalls,
    ...(error ? { error } : {}),
    ...(runId && !error ? { runId } : {}),
  }
  return {
    ...state,
    messages: hasReply ? [...state.messages, reply] : state.messages,
    streamingText: '',
    toolCalls: [],
    sending: false,
    error: error ?? null,
  }
}

/** Sets the rating shown on one message. */
export function withFeedback(state: ChatState, messageId: string, feedback: ReplyFeedback): ChatState {
  return {
    ...state,
    messages: state.messages.map((message) =>
      message.id === messageId ? { ...message, feedback } : message,
    ),
  }
}

/** Updates a call wherever it is: in the reply being streamed or in an earlier message. */
function patchCall(state: ChatState, id: string, patch: Partial<ToolCallView>): ChatState {
  const update = (calls: ToolCallView[]) =>
    calls.some((call) => call.id === id)
      ? calls.map((call) => (call.id === id ? { ...call, ...patch } : call))
      : calls
  return {
    ...state,
    toolCalls: update(state.toolCalls),
    messages: state.messages.map((message) => {
      const calls = update(message.toolCalls)
      return calls === message.toolCalls ? message : { ...message, toolCalls: calls }
    }),
  }
}
