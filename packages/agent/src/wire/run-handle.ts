import type { AgentError } from '../errors.ts'
import type { PendingCall } from '../loop/pending-call.ts'
import type { Usage } from '../messages/usage.ts'
import type { RunFinishReason, WireEvent, WireEventOf, WireEventType } from './events.ts'

/** How a run ended, once it has. */
export interface RunResult {
  runId: string
  status: 'completed' | 'awaiting_input' | 'interrupted' | 'failed'
  finishReason?: RunFinishReason
  /** The text of the run's last model step. */
  text: string
  usage: Usage
  steps: number
  pending: PendingCall[]
  error?: AgentError
}

type Listener<E> = (event: E) => void

/**
 * One run of the engine: an async iterable of wire events (pulled at the consumer's pace, which is
 * backpressure all the way to the model stream) and listener callbacks. If nobody starts iterating in
 * the same tick the run was created, it drives itself and only the listeners and `result` see it.
 */
export class RunHandle implements AsyncIterable<WireEvent> {
  readonly id: string
  readonly result: Promise<RunResult>
  readonly #events: AsyncGenerator<WireEvent, RunResult>
  readonly #controller: AbortController
  readonly #listeners = new Map<WireEventType | '*', Set<Listener<never>>>()
  #settle!: (result: RunResult) => void
  #mode: 'idle' | 'iterating' | 'draining' = 'idle'

  constructor(id: string, controller: AbortController, events: AsyncGenerator<WireEvent, RunResult>) {
    this.id = id
    this.#controller = controller
    this.#events = events
    this.result = new Promise((resolve) => {
      this.#settle = resolve
    })
    queueMicrotask(() => {
      if (this.#mode === 'idle') void this.#drain()
    })
  }

  /** Subscribes to one event type, or '*' for all; returns the unsubscribe function. */
  on<T extends WireEventType>(type: T, listener: Listener<WireEventOf<T>>): () => void
  on(type: '*', listener: Listener<WireEvent>): () => void
  on(type: WireEventType | '*', listener: Listener<never>): () => void {
    let set = this.#listeners.get(type)
    if (!set) {
      set = new Set()
      this.#listeners.set(type, set)
    }
    set.add(listener)
    return () => set.delete(listener)
  }

  /** Stops the run: the model stream and running tools see the signal; the run ends with `interrupted`. */
  abort(reason: unknown = 'aborted by caller'): void {
    this.#controller.abort(reason)
  }

  get signal(): AbortSignal {
    return this.#controller.signal
  }

  [Symbol.asyncIterator](): AsyncIterator<WireEvent> {
    if (this.#mode !== 'idle') {
      throw new Error(
        'a run can be iterated once, and only in the tick it was created; use on() or result instead',
      )
    }
    this.#mode = 'iterating'
    return {
      next: () => this.#pull(),
      // Leaving the loop early (a client went away) aborts the run and lets it settle in the background.
      return: async () => {
        this.abort('consumer stopped reading')
        void this.#drain()
        return { done: true, value: undefined }
      },
    }
  }

  async #pull(): Promise<IteratorResult<WireEvent>> {
    const next = await this.#events.next()
    if (next.done) {
      this.#settle(next.value)
      return { done: true, value: undefined }
    }
    this.#notify(next.value)
    return next
  }

  async #drain(): Promise<void> {
    this.#mode = 'draining'
    for (;;) {
      const next = await this.#pull()
      if (next.done) return
    }
  }

  #notify(event: WireEvent): void {
    for (const key of [event.type, '*'] as const) {
      const set = this.#listeners.get(key)
      if (!set) continue
      for (const listener of set) {
        try {
          ;(listener as Listener<WireEvent>)(event)
        } catch (error) {
          // A listener's failure is the listener's: the run and the other listeners go on.
          console.warn(`wire listener for ${key} threw: ${(error as Error).message}`)
        }
      }
    }
  }
}
