import { ApiError } from '../errors/api-error.ts'
import type { LiveRun } from './live-run.ts'

/**
 * The runs in progress, one per session at most. A session is reserved before any await, so two
 * concurrent requests for the same session cannot both start a run. A run stays here after its last
 * event until its bookkeeping is stored, so a resume can still replay it from memory.
 */
export class RunRegistry {
  readonly #runs = new Map<string, LiveRun | 'reserved'>()

  /**
   * Claims a session for a new run; 409 while a run is still producing events. A previous run that has
   * ended but is still storing its bookkeeping is returned: the caller waits for it before reading the
   * session, so the next run continues its event numbering.
   */
  reserve(sessionId: string): LiveRun | undefined {
    const current = this.#runs.get(sessionId)
    if (current === 'reserved' || (current && !current.finished)) {
      throw new ApiError(
        409,
        'session_busy',
        `session ${sessionId} is already running; resume its events or wait`,
      )
    }
    this.#runs.set(sessionId, 'reserved')
    return current
  }

  /** Gives a reservation back when the run could not start. */
  release(sessionId: string): void {
    if (this.#runs.get(sessionId) === 'reserved') this.#runs.delete(sessionId)
  }

  attach(run: LiveRun): void {
    this.#runs.set(run.sessionId, run)
    void run.result.finally(() => {
      if (this.#runs.get(run.sessionId) === run) this.#runs.delete(run.sessionId)
    })
  }

  /** The live (or just ended, still storing) run of a session, if there is one. */
  get(sessionId: string): LiveRun | undefined {
    const run = this.#runs.get(sessionId)
    return run === 'reserved' ? undefined : run
  }

  /** True while a run of the session is being started (reserved, not yet attached). */
  starting(sessionId: string): boolean {
    return this.#runs.get(sessionId) === 'reserved'
  }

  get size(): number {
    return this.#runs.size
  }

  /**
   * Waits until no run is live, or `timeoutMs` passes (a graceful shutdown lets runs finish before it
   * aborts what is left). Returns how many were still live.
   */
  async drain(timeoutMs: number): Promise<number> {
    const deadline = Date.now() + timeoutMs
    while (this.#runs.size > 0 && Date.now() < deadline) {
      const live = [...this.#runs.values()].filter((run): run is LiveRun => run !== 'reserved')
      // Until the live runs end, or a short look again when only reservations are left; never past the deadline.
      const wait = live.length > 0 ? deadline - Date.now() : Math.min(50, deadline - Date.now())
      let timer: ReturnType<typeof setTimeout> | undefined
      await Promise.race([
        Promise.allSettled(live.map((run) => run.result)),
        new Promise((resolve) => {
          timer = setTimeout(resolve, wait)
        }),
      ])
      clearTimeout(timer)
    }
    return this.#runs.size
  }

  /** Aborts every run and waits for them to settle (server shutdown). */
  async abortAll(reason: string): Promise<void> {
    const runs = [...this.#runs.values()].filter((run): run is LiveRun => run !== 'reserved')
    for (const run of runs) run.abort(reason)
    await Promise.allSettled(runs.map((run) => run.result))
  }
}
