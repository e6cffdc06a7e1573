/**
 * A number port's value: a control signal at control rate (the original recomputed its control values
 * every 16 ms). Outputs hold a value and tell their listeners when it changes.
 */
export class ControlSignal {
  #value: number
  readonly #listeners = new Set<(value: number) => void>()

  constructor(initial = 0) {
    this.#value = initial
  }

  get value(): number {
    return this.#value
  }

  set(value: number): void {
    if (value === this.#value || Number.isNaN(value)) return
    this.#value = value
    for (const listener of this.#listeners) listener(value)
  }

  subscribe(listener: (value: number) => void): () => void {
    this.#listeners.add(listener)
    return () => this.#listeners.delete(listener)
  }
}

/**
 * A number input: one source at a time (a new connection replaces the old one); without a source it
 * holds its initial value (`null` for inputs where "unconnected" means "use the parameter").
 */
export class ControlInput {
  readonly initial: number | null
  #source: ControlSignal | undefined
  #unsubscribe: (() => void) | undefined
  readonly #onChange: (value: number | null) => void

  constructor(initial: number | null, onChange: (value: number | null) => void) {
    this.initial = initial
    this.#onChange = onChange
  }

  get value(): number | null {
    return this.#source ? this.#source.value : this.initial
  }

  get connected(): boolean {
    return this.#source !== undefined
  }

  attach(source: ControlSignal): void {
    this.#unsubscribe?.()
    this.#source = source
    this.#unsubscribe = source.subscribe((value) => this.#onChange(value))
    this.#onChange(source.value)
  }

  /** Disconnecting resets the input to its initial value. */
  detach(source: ControlSignal): void {
    if (this.#source !== source) return
    this.#unsubscribe?.()
    this.#source = undefined
    this.#unsubscribe = undefined
    this.#onChange(this.initial)
  }
}
