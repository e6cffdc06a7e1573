import type { ContractEvent } from '../sse/contract-event.ts'

/** A contract event with its per-session sequence number (the SSE event id). */
export interface SequencedEvent {
  seq: number
  event: ContractEvent
}

/**
 * One reader of a live run (an SSE connection, or a JSON request waiting for the end). Events are queued
 * synchronously and written in order by the subscriber's own pump; `drained()` lets the run wait for slow
 * readers, which is how backpressure reaches the model stream.
 */
export abstract class RunSubscriber {
  readonly #queue: SequencedEvent[] = []
  #pumping: Promise<void> | undefined
  #closed = false

  /** Writes one event to the reader. */
  protected abstract write(item: SequencedEvent): Promise<void> | void

  /**
   * Whether the reader shows events as they come (a stream), so each must be stored before it goes out;
   * false for one that shows only the run's end, which already waits for the turn's commit.
   */
  get live(): boolean {
    return true
  }

  get closed(): boolean {
    return this.#closed
  }

  enqueue(item: SequencedEvent): void {
    if (this.#closed) return
    this.#queue.push(item)
    this.#pumping ??= this.#pump()
  }

  /** Resolves once every queued event has been written (or the reader went away). */
  drained(): Promise<void> {
    return this.#pumping ?? Promise.resolve()
  }

  close(): void {
    this.#closed = true
    this.#queue.length = 0
  }

  async #pump(): Promise<void> {
    try {
      while (this.#queue.length > 0 && !this.#closed) await this.write(this.#queue.shift()!)
    } finally {
      this.#pumping = undefined
    }
  }
}
