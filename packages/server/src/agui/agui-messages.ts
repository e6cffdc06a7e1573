import type { Message as AguiMessage } from '@ag-ui/core'
import type { Message } from '@mindwire/agent'

/**
 * The session's history as AG-UI messages, for MESSAGES_SNAPSHOT: the server's history is the
 * conversation, whatever a client kept. Ids are the session and the position, so they stay the same from
 * one snapshot to the next and a client can tell an old user message from a new one.
 */
export function aguiMessages(sessionId: string, offset: number, messages: readonly Message[]): AguiMessage[] {
  return messages.map((message, index) => aguiMessage(historyMessageId(sessionId, offset + index), message))
}

function aguiMessage(id: string, message: Message): AguiMessage {
  if (message.role === 'tool')
    return {
      id,
      role: 'tool',
      toolCallId: message.toolCallId,
      content: JSON.stringify(message.output),
      ...(message.isError ? { error: 'the call did not succeed' } : {}),
    }
  if (message.role === 'assistant')
    return {
      id,
      role: 'assistant',
      ...(message.content ? { content: message.content } : {}),
      ...(message.toolCalls?.length
        ? {
            toolCalls: message.toolCalls.map((call) => ({
              id: call.id,
              type: 'function' as const,
              function: { name: call.name, arguments: JSON.stringify(call.args ?? {}) },
            })),
          }
        : {}),
    }
  const content =
    typeof message.content === 'string'
      ? message.content
      : message.content.map((part) => (part.type === 'text' ? part.text : `[${part.type}]`)).join('')
  return { id, role: 'user', content }
}

/** The id a history message has in every snapshot. */
export function historyMessageId(sessionId: string, position: number): string {
  return `${sessionId}:${position}`
}
