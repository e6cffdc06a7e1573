import type {
  EngineTransport,
  JimiInput,
  RunOutcome,
  RunRequest,
  RunSummary,
  TransportRun,
} from './engine-transport.ts'
import { JimiError } from './jimi-error.ts'
import type { WireListener, WireMessage } from './wire-message.ts'

export type { RunSummary }

/** seed 004 §4.3 EngineCallback: exactly one of the two is called for every run. */
export interface EngineCallback {
  onComplete?(summary: RunSummary): void
  onError?(error: JimiError): void
}

/**
 * seed 004 §4.2's Engine: `run` with callbacks, Wire listeners, the conversation, `shutdown`. One run at a
 * time. Where the loop runs (this process or a Mindwire server) is the transport's business.
 */
export class JimiEngine {
  readonly sessionId: string
  readonly #name: string
  readonly #transport: EngineTransport
  readonly #onShutdown: (engine: JimiEngine) => void
  readonly #listeners = new Set<WireListener>()
  #running: TransportRun | undefined
  #closed = false

  constructor(options: {
    name: string
    sessionId: string
    transport: EngineTransport
    onShutdown(engine: JimiEngine): void
  }) {
    this.#name = options.name
    this.sessionId = options.sessionId
    this.#transport = options.transport
    this.#onShutdown = options.onShutdown
  }

  getName(): string {
    return this.#name
  }

  getModel(): string {
    return this.#transport.modelId
  }

  /** Runs the agent on the user's input; resolves when the callback has been called. */
  run(input: JimiInput, callback: EngineCallback = {}): Promise<void> {
    return this.#start({ kind: 'send', input }, callback)
  }

  /** Answers a call a rule held for confirmation (a `ConfirmRequired` message); the run goes on. */
  confirm(callId: string, accepted: boolean, callback: EngineCallback = {}): Promise<void> {
    return this.#start({ kind: 'confirm', callId, accepted }, callback)
  }

  /** Stops the run in flight, if any: listeners get `StepInterrupted`, the callback `interrupted`. */
  cancel(reason = 'cancelled by the app'): void {
    this.#running?.abort(reason)
  }

  addWireListener(listener: WireListener): void {
    this.#listeners.add(listener)
  }

  removeWireListener(listener: WireListener): void {
    this.#listeners.delete(listener)
  }

  /** Forgets this engine's conversation; the next run starts fresh. Not while a run is in flight. */
  async clearHistory(): Promise<void> {
    if (this.#running) throw new JimiError('session_busy', 'a run is in flight: cancel it or wait for it')
    await this.#transport.clear()
  }

  /**
   * Releases the engine: a run in flight is interrupted (listeners see `StepInterrupted`, its callback
   * `engine_shut_down`), then the listeners are dropped. Runs after this fail with `engine_shut_down`.
   */
  async shutdown(): Promise<void> {
    if (this.#closed) return
    this.#closed = true
    const running = this.#running
    running?.abort('the engine was shut down')
    await running?.result
    this.#listeners.clear()
    this.#onShutdown(this)
  }

  async #start(request: RunRequest, callback: EngineCallback): Promise<void> {
    if (this.#closed) return report(callback, new JimiError('engine_shut_down', 'the engine was shut down'))
    if (this.#running)
      return report(callback, new JimiError('session_busy', 'a run is in flight: cancel it or wait for it'))
    const run = this.#transport.start(request, (message) => this.#emit(message))
    this.#running = run
    const outcome = await run.result
    this.#running = undefined
    settle(callback, outcome, this.#closed)
  }

  #emit(message: WireMessage): void {
    for (const listener of [...this.#listeners]) {
      try {
        listener(message)
      } catch (error) {
        // A listener's failure is the listener's: the run and the other listeners go on.
        console.warn(`Wire listener threw on ${message.type}: ${(error as Error).message}`)
      }
    }
  }
}

function settle(callback: EngineCallback, outcome: RunOutcome, closed: boolean): void {
  if (outcome.status === 'completed') return call(() => callback.onComplete?.(outcome.summary))
  if (outcome.status === 'interrupted')
    return report(
      callback,
      closed
        ? new JimiError('engine_shut_down', 'the engine was shut down during the run')
        : new JimiError('interrupted', 'the run was cancelled'),
    )
  report(callback, new JimiError('run_failed', outcome.message, { cause: outcome.cause }))
}

function report(callback: EngineCallback, error: JimiError): void {
  call(() => callback.onError?.(error))
}

function call(callback: () => void): void {
  try {
    callback()
  } catch (error) {
    console.warn(`engine callback threw: ${(error as Error).message}`)
  }
}
