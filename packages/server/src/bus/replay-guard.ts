/**
 * Refuses a sealed message sealed too far from now (`stale`) or already taken (`replay`). Nonces are kept
 * for twice the window after arrival: by then a repeat's own time is outside the window and it is refused
 * as stale, so forgetting it is safe. Instances' clocks must agree within the window (NTP).
 */
export class ReplayGuard {
  readonly #windowMs: number
  /** Nonce → arrival time, in arrival order (a Map keeps insertion order), so the oldest go first. */
  readonly #seen = new Map<string, number>()

  constructor(windowMs: number) {
    this.#windowMs = windowMs
  }

  admit(nonce: string, sealedAt: number, now = Date.now()): 'ok' | 'stale' | 'replay' {
    if (Math.abs(now - sealedAt) > this.#windowMs) return 'stale'
    for (const [old, arrived] of this.#seen) {
      if (now - arrived <= 2 * this.#windowMs) break
      this.#seen.delete(old)
    }
    if (this.#seen.has(nonce)) return 'replay'
    this.#seen.set(nonce, now)
    return 'ok'
  }

  /** How many nonces are remembered (for tests of the pruning). */
  get size(): number {
    return this.#seen.size
  }
}
