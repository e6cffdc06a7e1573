import { type ContractEvent, isTerminal } from '../sse/contract-event.ts'
import type { SseWriter } from '../sse/sse-writer.ts'
import { RunSubscriber, type SequencedEvent } from './run-subscriber.ts'

/** Streams a run to one SSE connection and ends the response after the run's last event. */
export class SseSubscriber extends RunSubscriber {
  readonly #writer: SseWriter
  readonly #onFirstDelta?: () => void
  readonly #committed?: Promise<unknown>
  #sawDelta = false

  /** With `committed`, the run's last event waits for its turn's commit, and reports a failed one. */
  constructor(writer: SseWriter, onFirstDelta?: () => void, committed?: Promise<unknown>) {
    super()
    this.#writer = writer
    this.#onFirstDelta = onFirstDelta
    this.#committed = committed
  }

  protected async write({ seq, event }: SequencedEvent): Promise<void> {
    if (this.#writer.closed) return this.close()
    if (isTerminal(event)) {
      // The run finishes (and commits its turn) only after its readers drained: the last event must not
      // hold this reader's queue while it waits for that commit, or neither would ever happen.
      void this.#stored(event).then((stored) => this.#end(seq, stored))
      return
    }
    // The first token leaves at once, not with the rest of its burst: its latency is what a reader feels.
    const firstDelta = event.type === 'delta' && !this.#sawDelta
    await this.#writer.send(seq, event, firstDelta)
    if (firstDelta) {
      this.#sawDelta = true
      this.#onFirstDelta?.()
    }
  }

  async #end(seq: number, event: ContractEvent): Promise<void> {
    if (!this.#writer.closed) await this.#writer.send(seq, event).catch(() => {})
    this.#writer.end()
    this.close()
  }

  async #stored(event: ContractEvent): Promise<ContractEvent> {
    const failed = await (this.#committed ?? Promise.resolve()).then(
      () => false,
      () => true,
    )
    if (!failed) return event
    return {
      type: 'error',
      code: 'internal',
      message: 'the answer could not be stored; ask again',
      retryable: true,
    }
  }
}
