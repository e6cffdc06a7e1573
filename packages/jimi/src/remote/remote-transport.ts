import { type AssistantDelta, isAbortError, type PendingCall, type Session } from '@mindwire/client'
import type { EngineTransport, RunOutcome, RunRequest, TokenUsage } from '../engine-transport.ts'
import type { WireMessage } from '../wire-message.ts'

/**
 * Runs on a Mindwire server (seed 000's deployment): the server's loop, tools, prices and rules; this side
 * only streams. The server's stream has no step marks, so a step begins where the model speaks or calls
 * after the previous step's tool results — which is what a step is.
 */
export function remoteTransport(options: {
  session: () => Promise<Session>
  agentName: string
  modelId: string
}): EngineTransport {
  return {
    modelId: options.modelId,
    start(request, emit) {
      let session: Session | undefined
      let abortReason: string | undefined
      const result = (async (): Promise<RunOutcome> => {
        session = await options.session()
        if (abortReason) return interrupted(emit, abortReason)
        const stream = streamOf(session, request)
        const steps = stepCounter(options.agentName, emit)
        let usage: TokenUsage = { inputTokens: 0, outputTokens: 0, totalTokens: 0 }
        let text = ''
        let pending: readonly PendingCall[] = []
        for await (const delta of stream) {
          for (const message of messagesOf(delta, steps)) emit(message)
          if (delta.usage) usage = usageOf(delta.usage)
          if (delta.text !== undefined) text = delta.text
          if (delta.pending) pending = delta.pending
        }
        const waiting = pending.filter((call) => call.reason === 'confirm')
        return {
          status: 'completed',
          summary: {
            text,
            usage,
            steps: steps.count(),
            pending: waiting.map(({ callId, name, args, message }) => ({ callId, name, args, message })),
          },
        }
      })().catch((error: unknown) => {
        if (abortReason || isAbortError(error)) return interrupted(emit, abortReason ?? 'aborted')
        return { status: 'failed' as const, message: (error as Error).message, cause: error }
      })
      return {
        abort(reason) {
          abortReason = reason
          // The run's own result says how it ended; abort() itself never rejects.
          void session?.abort(reason)
        },
        result,
      }
    },
    async clear() {
      await (await options.session()).clearHistory()
    },
  }
}

function streamOf(session: Session, request: RunRequest) {
  if (request.kind === 'confirm') return session.confirm(request.callId, request.accepted)
  return session.sendStreaming({ role: 'user', content: request.input })
}

function interrupted(emit: (message: WireMessage) => void, reason: string): RunOutcome {
  emit({ type: 'StepInterrupted', reason })
  return { status: 'interrupted' }
}

/** Numbers the steps: a new one when the model speaks or calls after the last step's tool results. */
function stepCounter(agentName: string, emit: (message: WireMessage) => void) {
  let step = 0
  let open = false
  return {
    modelOutput() {
      if (open) return
      open = true
      emit({ type: 'StepBegin', stepNo: ++step, isSubagent: false, agentName })
    },
    toolsAnswered() {
      open = false
    },
    count: () => step,
  }
}

function messagesOf(delta: AssistantDelta, steps: ReturnType<typeof stepCounter>): WireMessage[] {
  const messages: WireMessage[] = []
  if (delta.content) {
    steps.modelOutput()
    messages.push({ type: 'ContentPart', content: delta.content, contentType: 'text' })
  }
  if (delta.toolCall) {
    steps.modelOutput()
    const { id, name, arguments: args } = delta.toolCall
    messages.push({ type: 'ToolCall', toolCall: toolCall(id, name, args) })
  }
  if (delta.confirmation) {
    const { id, name, arguments: args, message } = delta.confirmation
    messages.push({ type: 'ConfirmRequired', toolCall: toolCall(id, name, args), message })
  }
  if (delta.toolResult) {
    steps.toolsAnswered()
    const { id, status, output } = delta.toolResult
    const content = JSON.stringify(output)
    messages.push({
      type: 'ToolResult',
      toolCallId: id,
      result: status === 'ok' ? { success: true, content } : { success: false, content, error: status },
    })
  }
  if (delta.usage) {
    const usage = usageOf(delta.usage)
    messages.push({ type: 'TokenUsage', usage, total: usage })
  }
  return messages
}

function toolCall(id: string, name: string, args: unknown) {
  return { id, type: 'function' as const, function: { name, arguments: JSON.stringify(args ?? {}) } }
}

function usageOf(usage: { promptTokens: number; completionTokens: number }): TokenUsage {
  return {
    inputTokens: usage.promptTokens,
    outputTokens: usage.completionTokens,
    totalTokens: usage.promptTokens + usage.completionTokens,
  }
}
