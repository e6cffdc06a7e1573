/** A note list on an array port: MIDI note numbers or velocities, with the audio time they take effect. */
export interface NoteList {
  values: readonly number[]
  /** The AudioContext time the change belongs to (sequencer steps are scheduled ahead); now when absent. */
  time?: number
}

/** An array output: the current list, told to every connected input when it changes. */
export class NoteSignal {
  #list: NoteList = { values: [] }
  readonly #listeners = new Set<(list: NoteList) => void>()

  get list(): NoteList {
    return this.#list
  }

  set(values: readonly number[], time?: number): void {
    const same =
      values.length === this.#list.values.length && values.every((v, i) => v === this.#list.values[i])
    if (same) return
    this.#list = time === undefined ? { values: [...values] } : { values: [...values], time }
    for (const listener of this.#listeners) listener(this.#list)
  }

  subscribe(listener: (list: NoteList) => void): () => void {
    this.#listeners.add(listener)
    return () => this.#listeners.delete(listener)
  }
}

/** An array input: any number of sources, their lists concatenated in connection order. */
export class NoteInput {
  readonly #sources = new Map<NoteSignal, () => void>()
  readonly #onChange: (list: NoteList) => void

  constructor(onChange: (list: NoteList) => void) {
    this.#onChange = onChange
  }

  get list(): NoteList {
    return { values: [...this.#sources.keys()].flatMap((source) => source.list.values) }
  }

  add(source: NoteSignal): void {
    if (this.#sources.has(source)) return
    this.#sources.set(
      source,
      source.subscribe((changed) => this.#emit(changed.time)),
    )
    this.#emit()
  }

  remove(source: NoteSignal): void {
    this.#sources.get(source)?.()
    if (this.#sources.delete(source)) this.#emit()
  }

  #emit(time?: number): void {
    const values = this.list.values
    this.#onChange(time === undefined ? { values } : { values, time })
  }
}
