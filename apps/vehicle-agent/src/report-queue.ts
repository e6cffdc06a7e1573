/**
 * State reports waiting for the server. While the link is down the agent keeps every report in order
 * (up to a bound, dropping the oldest), and replays them on reconnect.
 */
export class ReportQueue<T> {
  readonly #items: T[] = []
  readonly #limit: number
  dropped = 0

  constructor(limit = 1000) {
    this.#limit = limit
  }

  push(item: T): void {
    this.#items.push(item)
    if (this.#items.length > this.#limit) {
      this.#items.shift()
      this.dropped++
    }
  }

  /** Removes and returns everything queued, oldest first. */
  drain(): T[] {
    return this.#items.splice(0, this.#items.length)
  }

  get size(): number {
    return this.#items.length
  }
}
