import type { Message, UserPart } from './types.ts'

/** A history entry as GET /api/ai/sessions/:id returns it (the engine's message format). */
type ServerMessage =
  | { role: 'user'; content: string | UserPart[] }
  | {
      role: 'assistant'
      content: string
      toolCalls?: { id: string; name: string; args: unknown }[]
      usage?: { inputTokens?: number; outputTokens?: number }
      runId?: string
    }
  | { role: 'tool'; toolCallId: string; toolName: string; output: unknown; isError?: boolean }

/** Converts the server's stored history into the client's message shapes. */
export function historyFromServer(messages: readonly unknown[]): Message[] {
  return (messages as ServerMessage[]).map((message): Message => {
    if (message.role !== 'assistant') return message
    return {
      role: 'assistant',
      content: message.content,
      ...(message.toolCalls?.length
        ? {
            toolCalls: message.toolCalls.map((call) => ({
              id: call.id,
              name: call.name,
              arguments: call.args,
              kind: 'server' as const,
            })),
          }
        : {}),
      ...(message.usage
        ? {
            usage: {
              promptTokens: message.usage.inputTokens ?? 0,
              completionTokens: message.usage.outputTokens ?? 0,
            },
          }
        : {}),
      ...(message.runId ? { runId: message.runId } : {}),
    }
  })
}
