import type { Engine, PendingCall, RunHandle, RunResult, Usage, UserPart } from '@mindwire/agent'
import { JimiError } from './jimi-error.ts'
import type { SessionStore } from './session-store.ts'
import { toWireMessage, type WireListener, type WireMessage } from './wire-message.ts'

/** How a run ended well: its last text, usage, steps, and the calls waiting for the person's answer. */
export interface RunSummary {
  text: string
  usage: Usage
  steps: number
  pending: PendingCall[]
}

/** seed 004 §4.3 EngineCallback: exactly one of the two is called for every run. */
export interface EngineCallback {
  onComplete?(summary: RunSummary): void
  onError?(error: JimiError): void
}

export interface JimiEngineOptions {
  name: string
  modelId: string
  engine: Engine
  sessions: SessionStore
  sessionId: string
  onShutdown(engine: JimiEngine): void
}

/**
 * seed 004 §4.2's Engine over the platform's: `run` with callbacks, Wire listeners, the session's
 * history, `shutdown`. One run at a time; the loop, tools, rules and model calls are @mindwire/agent's.
 */
export class JimiEngine {
  readonly sessionId: string
  readonly #options: JimiEngineOptions
  readonly #listeners = new Set<WireListener>()
  #running: RunHandle | undefined
  #closed = false

  constructor(options: JimiEngineOptions) {
    this.#options = options
    this.sessionId = options.sessionId
  }

  getName(): string {
    return this.#options.name
  }

  getModel(): string {
    return this.#options.modelId
  }

  /** Runs the agent on the user's input; resolves when the callback has been called. */
  run(input: string | UserPart[], callback: EngineCallback = {}): Promise<void> {
    return this.#start((session) => session.send(input), callback)
  }

  /** Answers a call a rule held for confirmation (a `ConfirmRequired` message); the run goes on. */
  confirm(callId: string, accepted: boolean, callback: EngineCallback = {}): Promise<void> {
    return this.#start((session) => session.confirm(callId, accepted), callback)
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
  clearHistory(): void {
    if (this.#running) throw new JimiError('session_busy', 'a run is in flight: cancel it or wait for it')
    this.#options.sessions.clear(this.sessionId)
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
    this.#options.onShutdown(this)
  }

  async #start(
    begin: (session: ReturnType<Engine['session']>) => RunHandle,
    callback: EngineCallback,
  ): Promise<void> {
    if (this.#closed) return report(callback, new JimiError('engine_shut_down', 'the engine was shut down'))
    if (this.#running)
      return report(callback, new JimiError('session_busy', 'a run is in flight: cancel it or wait for it'))
    const { engine, sessions, name } = this.#options
    const session = engine.session(sessions.get(this.sessionId))
    const handle = begin(session)
    this.#running = handle
    handle.on('*', (event) => {
      const message = toWireMessage(event, name)
      if (message) this.#emit(message)
    })
    const result = await handle.result
    sessions.save(session.snapshot())
    this.#running = undefined
    settle(callback, result, this.#closed)
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

function settle(callback: EngineCallback, result: RunResult, closed: boolean): void {
  if (result.status === 'completed' || result.status === 'awaiting_input') {
    const { text, usage, steps, pending } = result
    return call(() => callback.onComplete?.({ text, usage, steps, pending }))
  }
  if (result.status === 'interrupted')
    return report(
      callback,
      closed
        ? new JimiError('engine_shut_down', 'the engine was shut down during the run')
        : new JimiError('interrupted', 'the run was cancelled'),
    )
  report(
    callback,
    new JimiError('run_failed', result.error?.message ?? 'the run failed', { cause: result.error }),
  )
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
