import type { Message } from '../types.ts'
import type { ChatMessage, ToolCallView } from './chat-state.ts'

/**
 * A session's stored history as the chat list shows it, so a chat that resumes a session (another tab,
 * another app after a handoff) opens with the conversation so far. Tool outcomes join their calls.
 */
export function chatMessagesFromHistory(history: readonly Message[]): ChatMessage[] {
  const outcomes = new Map<string, { output: unknown; isError: boolean }>()
  for (const message of history)
    if (message.role === 'tool')
      outcomes.set(message.toolCallId, { output: message.output, isError: message.isError === true })
  const messages: ChatMessage[] = []
  history.forEach((message, index) => {
    if (message.role === 'user') {
      const content =
        typeof message.content === 'string'
          ? message.content
          : message.content.map((part) => (part.type === 'text' ? part.text : `[${part.type}]`)).join(' ')
      messages.push({ id: `h-${index}`, role: 'user', content, toolCalls: [] })
    } else if (message.role === 'assistant') {
      const toolCalls = (message.toolCalls ?? []).map((call): ToolCallView => {
        const outcome = outcomes.get(call.id)
        return {
          id: call.id,
          name: call.name,
          kind: call.kind,
          arguments: call.arguments,
          argumentsText: JSON.stringify(call.arguments ?? {}),
          status: outcome ? (outcome.isError ? 'error' : 'ok') : 'running',
          ...(outcome ? { result: outcome.output } : {}),
        }
      })
      // The engine stores each step of a reply (tool calls, then the answer) as its own assistant message;
      // the chat showed them as one reply while it streamed, and shows them so again.
      // A reply is rated by the run that finished it: its last step answered without calling a tool (a step
      // that calls tools, answered or still waiting, leaves the reply unfinished, as while it streamed).
      const finishedBy = toolCalls.length === 0 ? message.runId : undefined
      const last = messages.at(-1)
      if (last?.role === 'assistant') {
        const { runId: _, ...reply } = last
        messages[messages.length - 1] = {
          ...reply,
          content: last.content + message.content,
          toolCalls: [...last.toolCalls, ...toolCalls],
          ...(finishedBy ? { runId: finishedBy } : {}),
        }
      } else if (message.content || toolCalls.length > 0)
        messages.push({
          id: `h-${index}`,
          role: 'assistant',
          content: message.content,
          toolCalls,
          ...(finishedBy ? { runId: finishedBy } : {}),
        })
    }
  })
  return messages
}
