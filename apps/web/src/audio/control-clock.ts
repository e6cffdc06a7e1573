/**
 * The control-rate clock: one 16 ms timer for every module that computes values in JavaScript (LFOs,
 * oscilloscopes), instead of a timer per module as in the original.
 */
export class ControlClock {
  readonly #listeners = new Set<(seconds: number) => void>()
  #timer: ReturnType<typeof setInterval> | undefined
  readonly #periodMs: number

  constructor(periodMs = 16) {
    this.#periodMs = periodMs
  }

  /** Seconds on a monotonic clock that runs even while the AudioContext is suspended. */
  now(): number {
    return performance.now() / 1000
  }

  subscribe(listener: (seconds: number) => void): () => void {
    this.#listeners.add(listener)
    this.#timer ??= setInterval(() => {
      const now = this.now()
      for (const tick of this.#listeners) tick(now)
    }, this.#periodMs)
    return () => {
      this.#listeners.delete(listener)
      if (this.#listeners.size === 0) {
        clearInterval(this.#timer)
        this.#timer = undefined
      }
    }
  }
}
