/**
 * The virtual MIDI keyboard's pressed keys, as offsets from each keyboard module's startNote (the
 * computer keys a…] and the on-screen keys both press offsets; every keyboardinput module maps them).
 */
export class KeyboardBus {
  readonly #pressed = new Set<number>()
  readonly #listeners = new Set<(pressed: readonly number[]) => void>()

  get pressed(): readonly number[] {
    return [...this.#pressed]
  }

  press(offset: number): void {
    if (this.#pressed.has(offset)) return
    this.#pressed.add(offset)
    this.#emit()
  }

  release(offset: number): void {
    if (this.#pressed.delete(offset)) this.#emit()
  }

  releaseAll(): void {
    if (this.#pressed.size === 0) return
    this.#pressed.clear()
    this.#emit()
  }

  subscribe(listener: (pressed: readonly number[]) => void): () => void {
    this.#listeners.add(listener)
    return () => this.#listeners.delete(listener)
  }

  #emit(): void {
    const pressed = this.pressed
    for (const listener of this.#listeners) listener(pressed)
  }
}
