import { randomUUID } from 'node:crypto'
import { type Event, EventType } from '@ag-ui/core'
import type { ContractEvent } from '../sse/contract-event.ts'

/**
 * Turns one run's contract events into AG-UI events, in an order the AG-UI verifier accepts: a text
 * message is closed before a tool call starts, a tool call is closed before anything else, and every open
 * step is finished before the run's end. A model step is inferred from the stream (text or a call after a
 * tool's result starts the next one), since the contract carries no step boundaries.
 * Pure bookkeeping, no I/O: the subscriber writes what it returns.
 */
export class AguiTranslator {
  #step = 0
  #stepOpen = false
  #sawResult = false
  #textId: string | undefined
  #callsStreaming = new Set<string>()
  #sawText = false

  /** The AG-UI events for one contract event; the run's terminal event is left to `close` and the caller. */
  translate(event: ContractEvent): Event[] {
    switch (event.type) {
      case 'delta':
        return [...this.#beginStepIfNew(), ...this.#text(event.content)]
      case 'tool_call_delta': {
        const out = [...this.#beginStepIfNew(), ...this.#closeText()]
        if (!this.#callsStreaming.has(event.id)) {
          this.#callsStreaming.add(event.id)
          out.push({ type: EventType.TOOL_CALL_START, toolCallId: event.id, toolCallName: event.name })
        }
        out.push({ type: EventType.TOOL_CALL_ARGS, toolCallId: event.id, delta: event.delta })
        return out
      }
      case 'tool_call': {
        const out = [...this.#beginStepIfNew(), ...this.#closeText()]
        if (!this.#callsStreaming.delete(event.id)) {
          out.push(
            { type: EventType.TOOL_CALL_START, toolCallId: event.id, toolCallName: event.name },
            { type: EventType.TOOL_CALL_ARGS, toolCallId: event.id, delta: event.arguments },
          )
        }
        out.push({ type: EventType.TOOL_CALL_END, toolCallId: event.id })
        return out
      }
      case 'tool_result':
        this.#sawResult = true
        return [
          ...this.#closeText(),
          {
            type: EventType.TOOL_CALL_RESULT,
            messageId: randomUUID(),
            toolCallId: event.id,
            role: 'tool',
            content: JSON.stringify({ status: event.status, decision: event.decision, output: event.output }),
          },
        ]
      case 'warning':
        return [{ type: EventType.CUSTOM, name: 'mindwire.warning', value: event }]
      // Confirmations are the run's interrupts, given with its end; the end itself is the caller's.
      default:
        return []
    }
  }

  /** The run's final text as one message, when none of it was streamed (a model that answers whole). */
  finalText(text: string): Event[] {
    if (this.#sawText || !text) return []
    return [...this.#beginStepIfNew(), ...this.#text(text), ...this.#closeText()]
  }

  /** Closes whatever is open (text, streaming calls, the step) before the run's terminal event. */
  close(): Event[] {
    const out = this.#closeText()
    for (const id of this.#callsStreaming) out.push({ type: EventType.TOOL_CALL_END, toolCallId: id })
    this.#callsStreaming.clear()
    if (this.#stepOpen) out.push({ type: EventType.STEP_FINISHED, stepName: this.#stepName() })
    this.#stepOpen = false
    return out
  }

  #stepName(): string {
    return `model-step-${this.#step}`
  }

  /** A new model step starts with its first text or call, and after the previous step's tool results. */
  #beginStepIfNew(): Event[] {
    if (this.#stepOpen && !this.#sawResult) return []
    const out = this.close()
    this.#step += 1
    this.#stepOpen = true
    this.#sawResult = false
    out.push({ type: EventType.STEP_STARTED, stepName: this.#stepName() })
    return out
  }

  #text(delta: string): Event[] {
    if (!delta) return []
    this.#sawText = true
    const out: Event[] = []
    if (!this.#textId) {
      this.#textId = randomUUID()
      out.push({ type: EventType.TEXT_MESSAGE_START, messageId: this.#textId, role: 'assistant' })
    }
    out.push({ type: EventType.TEXT_MESSAGE_CONTENT, messageId: this.#textId, delta })
    return out
  }

  #closeText(): Event[] {
    if (!this.#textId) return []
    const id = this.#textId
    this.#textId = undefined
    return [{ type: EventType.TEXT_MESSAGE_END, messageId: id }]
  }
}
