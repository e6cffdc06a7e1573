import { isTerminal } from '../sse/contract-event.ts'
import type { SseWriter } from '../sse/sse-writer.ts'
import { RunSubscriber, type SequencedEvent } from './run-subscriber.ts'

/** Streams a run to one SSE connection and ends the response after the run's last event. */
export class SseSubscriber extends RunSubscriber {
  readonly #writer: SseWriter
  readonly #onFirstDelta?: () => void
  #sawDelta = false

  constructor(writer: SseWriter, onFirstDelta?: () => void) {
    super()
    this.#writer = writer
    this.#onFirstDelta = onFirstDelta
  }

  protected async write({ seq, event }: SequencedEvent): Promise<void> {
    if (this.#writer.closed) return this.close()
    await this.#writer.send(seq, event)
    if (event.type === 'delta' && !this.#sawDelta) {
      this.#sawDelta = true
      this.#onFirstDelta?.()
    }
    if (isTerminal(event)) {
      this.#writer.end()
      this.close()
    }
  }
}
