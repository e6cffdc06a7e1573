/**
 * Values modules report back for display (calculator status, oscilloscope trace, sequencer step, MIDI
 * devices). They flow engine → UI only; the canvas state never depends on them.
 */
export class Readouts {
  readonly #values = new Map<string, unknown>()
  readonly #listeners = new Map<string, Set<() => void>>()

  get<T>(key: string): T | undefined {
    return this.#values.get(key) as T | undefined
  }

  set(key: string, value: unknown): void {
    this.#values.set(key, value)
    for (const listener of this.#listeners.get(key) ?? []) listener()
  }

  delete(key: string): void {
    this.#values.delete(key)
    for (const listener of this.#listeners.get(key) ?? []) listener()
  }

  subscribe(key: string, listener: () => void): () => void {
    const set = this.#listeners.get(key) ?? new Set()
    set.add(listener)
    this.#listeners.set(key, set)
    return () => set.delete(listener)
  }
}
