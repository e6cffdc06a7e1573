/** Thrown when a tenant already has as many sandbox jobs waiting as it may: the caller answers "busy, retry". */
export class SandboxBusyError extends Error {
  readonly code = 'sandbox_busy'
  readonly waiting: number
  constructor(waiting: number) {
    super(`${waiting} code runs are already waiting for this tenant; try again when they finish`)
    this.waiting = waiting
  }
}

export interface SandboxQueueOptions {
  /** Sandbox processes running at once over all tenants. */
  concurrency: number
  /** Of those, how many one tenant may hold. */
  perTenant: number
  /** Jobs one tenant may have waiting beyond those running; more are refused at once. */
  waitingPerTenant: number
}

interface Waiting {
  start: () => void
}

/**
 * Bounds how many sandbox processes run at once, and shares them fairly: tenants take turns, so one tenant's
 * burst waits behind itself, never in front of another tenant's request.
 */
export class SandboxQueue {
  #running = 0
  readonly #runningBy = new Map<string, number>()
  readonly #waitingBy = new Map<string, Waiting[]>()

  readonly options: SandboxQueueOptions

  constructor(options: SandboxQueueOptions) {
    this.options = options
  }

  /** Runs `job` when a slot is free for `tenant`; rejects with `SandboxBusyError` when its queue is full. */
  run<T>(tenant: string, job: () => Promise<T>): Promise<T> {
    const waiting = this.#waitingBy.get(tenant) ?? []
    if (waiting.length >= this.options.waitingPerTenant)
      return Promise.reject(new SandboxBusyError(waiting.length))
    return new Promise<T>((resolve, reject) => {
      waiting.push({
        start: () => {
          // The slot is free before the caller hears the result, so whoever it wakes finds the next job started.
          job()
            .finally(() => this.#finish(tenant))
            .then(resolve, reject)
        },
      })
      this.#waitingBy.set(tenant, waiting)
      this.#dispatch()
    })
  }

  /** Jobs running now, over all tenants. */
  get running(): number {
    return this.#running
  }

  #finish(tenant: string): void {
    this.#running--
    const left = (this.#runningBy.get(tenant) ?? 1) - 1
    if (left > 0) this.#runningBy.set(tenant, left)
    else this.#runningBy.delete(tenant)
    // The tenant that just had its turn queues behind every other tenant waiting now.
    const backlog = this.#waitingBy.get(tenant)
    if (backlog) {
      this.#waitingBy.delete(tenant)
      this.#waitingBy.set(tenant, backlog)
    }
    this.#dispatch()
  }

  #dispatch(): void {
    while (this.#running < this.options.concurrency) {
      const next = this.#nextTenant()
      if (next === undefined) return
      const queue = this.#waitingBy.get(next)!
      const waiting = queue.shift()!
      // Moving the tenant to the back of the map's order is what makes the turns round-robin.
      this.#waitingBy.delete(next)
      if (queue.length > 0) this.#waitingBy.set(next, queue)
      this.#running++
      this.#runningBy.set(next, (this.#runningBy.get(next) ?? 0) + 1)
      waiting.start()
    }
  }

  #nextTenant(): string | undefined {
    for (const [tenant, queue] of this.#waitingBy)
      if (queue.length > 0 && (this.#runningBy.get(tenant) ?? 0) < this.options.perTenant) return tenant
    return undefined
  }
}
