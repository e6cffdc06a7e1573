import { parseArguments } from './to-delta.ts'
import type { AssistantMessage, FinishReason, PendingCall, ToolResult } from './types.ts'

/** The JSON answer of a run (POST /api/ai/chat without a stream, confirm, tool-results). */
export interface RunResponse {
  sessionId: string
  runId: string
  status: 'completed' | 'awaiting_input'
  finishReason: FinishReason
  text: string
  toolCalls: { id: string; name: string; arguments: string; kind: 'server' | 'client' }[]
  toolResults: ToolResult[]
  confirmations: { id: string; name: string; arguments: string; message: string; ruleIds: string[] }[]
  warnings: { message: string; id?: string; ruleId?: string }[]
  pending: PendingCall[]
  usage: { prompt: number; completion: number }
}

/** Folds one JSON run answer into the reply being built (a reply may span several runs). */
export function addRunResponse(into: AssistantMessage, response: RunResponse): AssistantMessage {
  const usage = into.usage ?? { promptTokens: 0, completionTokens: 0 }
  return {
    role: 'assistant',
    content: into.content + response.text,
    toolCalls: [
      ...(into.toolCalls ?? []),
      ...response.toolCalls.map((call) => ({ ...call, arguments: parseArguments(call.arguments) })),
    ],
    toolResults: [...(into.toolResults ?? []), ...response.toolResults],
    confirmations: [
      ...(into.confirmations ?? []),
      ...response.confirmations.map((c) => ({ ...c, arguments: parseArguments(c.arguments) })),
    ],
    warnings: [...(into.warnings ?? []), ...response.warnings],
    finishReason: response.finishReason,
    pending: response.pending,
    usage: {
      promptTokens: usage.promptTokens + response.usage.prompt,
      completionTokens: usage.completionTokens + response.usage.completion,
    },
  }
}
