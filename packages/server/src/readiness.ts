/**
 * What the server still does before it is ready for traffic (ingesting the shipped knowledge, say). It
 * listens at once — liveness answers — and `/readyz` says ready when nothing is pending; a task that
 * failed is reported, and the server is ready without it (it degrades rather than never becoming ready).
 */
export class Readiness {
  readonly #pending = new Set<string>()
  readonly #failed = new Map<string, string>()
  #draining = false

  /** Tracks a start-up task by name until it settles. */
  track(name: string, task: Promise<unknown>): Promise<void> {
    this.#pending.add(name)
    return task.then(
      () => {
        this.#pending.delete(name)
      },
      (error: unknown) => {
        this.#pending.delete(name)
        this.#failed.set(name, error instanceof Error ? error.message : String(error))
      },
    )
  }

  /** Shutting down: not ready for new traffic any more, so a load balancer sends it elsewhere. */
  drain(): void {
    this.#draining = true
  }

  get ready(): boolean {
    return this.#pending.size === 0 && !this.#draining
  }

  report(): { status: 'ready' | 'starting' | 'draining'; waitingFor: string[]; failed: string[] } {
    return {
      status: this.#draining ? 'draining' : this.ready ? 'ready' : 'starting',
      waitingFor: [...this.#pending],
      failed: [...this.#failed.keys()],
    }
  }
}
