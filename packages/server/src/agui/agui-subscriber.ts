import { type Event, EventType, type Interrupt, type RunFinishedOutcome } from '@ag-ui/core'
import type { PendingCall } from '@mindwire/agent'
import { RunSubscriber, type SequencedEvent } from '../runs/run-subscriber.ts'
import type { ContractEvent } from '../sse/contract-event.ts'
import type { SseWriter } from '../sse/sse-writer.ts'
import { interruptId } from './agui-input.ts'
import { AguiTranslator } from './agui-translator.ts'

type Done = Extract<ContractEvent, { type: 'done' }>

/** What the subscriber needs from the route to end a run in AG-UI terms. */
export interface AguiRunEnd {
  threadId: string
  runId: string
  /** Resolves once the run's turn is stored; rejects when it could not be. */
  committed: Promise<unknown>
  /** The state patch and the history after the stored turn (STATE_DELTA, MESSAGES_SNAPSHOT). */
  after: () => Promise<Event[]>
  /** The JSON Schema of a tool's arguments, offered as `editedArgs` in an approval's answer. */
  argsSchema: (toolName: string) => Record<string, unknown> | undefined
  onFirstText?: () => void
}

/**
 * Streams one run to an AG-UI client over SSE: the run's contract events translated, and its end as
 * RUN_FINISHED (success, interrupt with one interrupt per waiting confirmation, or cancelled) or RUN_ERROR.
 * Like the native stream, the end is written only once the run's turn is stored.
 */
export class AguiSubscriber extends RunSubscriber {
  readonly #writer: SseWriter
  readonly #end: AguiRunEnd
  readonly #translator = new AguiTranslator()
  #sawText = false

  constructor(writer: SseWriter, end: AguiRunEnd) {
    super()
    this.#writer = writer
    this.#end = end
  }

  protected async write({ event }: SequencedEvent): Promise<void> {
    if (this.#writer.closed) return this.close()
    if (event.type === 'done' || event.type === 'error' || event.type === 'interrupted') {
      // Not awaited: the run commits its turn only after its readers drained (see SseSubscriber).
      void this.#finish(event)
      return
    }
    for (const out of this.#translator.translate(event)) await this.#send(out)
    if (!this.#sawText && event.type === 'delta') {
      this.#sawText = true
      this.#end.onFirstText?.()
    }
  }

  async #finish(event: ContractEvent): Promise<void> {
    const stored = await this.#end.committed.then(
      () => true,
      () => false,
    )
    const out: Event[] = event.type === 'done' ? this.#translator.finalText(event.text) : []
    out.push(...this.#translator.close())
    if (!stored) out.push(this.#error('internal', 'the answer could not be stored; ask again'))
    else if (event.type === 'done') {
      out.push(...(await this.#end.after().catch(() => [])))
      out.push(this.#finished(event))
    } else if (event.type === 'interrupted' && event.cancelled)
      out.push(this.#finished(undefined, { type: 'cancelled' }))
    else if (event.type === 'interrupted') out.push(this.#error('interrupted', event.reason))
    else if (event.type === 'error') out.push(this.#error(event.code, event.message))
    for (const item of out) if (!this.#writer.closed) await this.#send(item).catch(() => {})
    this.#writer.end()
    this.close()
  }

  #finished(done: Done | undefined, outcome?: RunFinishedOutcome): Event {
    const interrupts =
      done?.pending.filter((call) => call.reason === 'confirm').map((call) => this.#interrupt(call)) ?? []
    const waiting = done?.pending.filter((call) => call.reason === 'client').map((call) => call.callId) ?? []
    return {
      type: EventType.RUN_FINISHED,
      threadId: this.#end.threadId,
      runId: this.#end.runId,
      outcome:
        outcome ??
        (interrupts.length > 0
          ? { type: 'interrupt', interrupts }
          : { type: 'success', ...(waiting.length > 0 ? { pendingToolCallIds: waiting } : {}) }),
      ...(done
        ? {
            result: { text: done.text },
            usage: [
              {
                inputTokens: done.usage.prompt,
                outputTokens: done.usage.completion,
                totalTokens: done.usage.prompt + done.usage.completion,
              },
            ],
          }
        : {}),
    }
  }

  /** A waiting confirmation as an interrupt; its id binds the answer to these exact arguments. */
  #interrupt(call: PendingCall): Interrupt {
    const editedArgs = this.#end.argsSchema(call.name)
    return {
      id: interruptId(call),
      reason: 'tool_approval',
      message: call.message,
      toolCallId: call.callId,
      responseSchema: {
        type: 'object',
        properties: { approved: { type: 'boolean' }, ...(editedArgs ? { editedArgs } : {}) },
        required: ['approved'],
        additionalProperties: false,
      },
      ...(call.expiresAt !== undefined ? { expiresAt: new Date(call.expiresAt).toISOString() } : {}),
      metadata: {
        toolName: call.name,
        args: call.args,
        ruleIds: call.ruleIds,
        argsHash: call.argsHash ?? null,
      },
    }
  }

  #error(code: string, message: string): Event {
    return { type: EventType.RUN_ERROR, message, code }
  }

  #send(event: Event): Promise<void> {
    return this.#writer.send(
      undefined,
      event,
      event.type === EventType.TEXT_MESSAGE_CONTENT && !this.#sawText,
    )
  }
}
