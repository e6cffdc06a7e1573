/**
 * The live engines of each conversation, so that the last one to go can take what the SDK holds for the
 * conversation with it (its history in memory, its client-side session) and nothing stays behind.
 */
export class EnginesPerSession {
  readonly #count = new Map<string, number>()

  add(sessionId: string): void {
    this.#count.set(sessionId, (this.#count.get(sessionId) ?? 0) + 1)
  }

  /** One engine of the conversation went; true when it was the last. */
  remove(sessionId: string): boolean {
    const left = (this.#count.get(sessionId) ?? 1) - 1
    if (left > 0) {
      this.#count.set(sessionId, left)
      return false
    }
    this.#count.delete(sessionId)
    return true
  }
}
