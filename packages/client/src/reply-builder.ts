import type { AssistantDelta, AssistantMessage } from './types.ts'

/** Accumulates a streamed reply into the AssistantMessage that `send` would have returned. */
export class ReplyBuilder {
  readonly #message: AssistantMessage = {
    role: 'assistant',
    content: '',
    toolCalls: [],
    toolResults: [],
    confirmations: [],
    warnings: [],
  }

  add(delta: AssistantDelta): void {
    const m = this.#message
    if (delta.content) m.content += delta.content
    if (delta.toolCall) m.toolCalls!.push(delta.toolCall)
    if (delta.toolResult) m.toolResults!.push(delta.toolResult)
    if (delta.confirmation) m.confirmations!.push(delta.confirmation)
    if (delta.warning) m.warnings!.push(delta.warning)
    if (delta.finishReason) m.finishReason = delta.finishReason
    if (delta.pending) m.pending = delta.pending
    if (delta.usage) m.usage = delta.usage
  }

  get message(): AssistantMessage {
    return this.#message
  }
}
