import type { CanvasSnapshot } from '@mindwire/synth/graph'

/** How many steps back a person can go. */
const DEPTH = 100
/** A parameter dragged or typed again within this long is one step, not one per value. */
const SAME_GESTURE_MS = 1500

/**
 * Undo and redo over whole canvases. A step is one person's action or one agent turn (the agent's
 * operations of one turn share a batch), so Ctrl+Z takes back what the assistant did as it takes back
 * a person's own edit; consecutive changes of one parameter are one step.
 */
/** The steps a history holds, as plain data: what a reload brings back. */
export interface HistorySteps {
  past: CanvasSnapshot[]
  future: CanvasSnapshot[]
}

export class CanvasHistory {
  #past: CanvasSnapshot[] = []
  #future: CanvasSnapshot[] = []
  #lastBatch: string | undefined
  #lastAt = 0

  /** A history that goes on from saved steps (a reload); none given starts empty. */
  constructor(steps?: HistorySteps) {
    if (steps) {
      this.#past = steps.past.slice(-DEPTH)
      this.#future = steps.future.slice(-DEPTH)
    }
  }

  /** The newest `keep` steps back and forward, for saving. */
  steps(keep = DEPTH): HistorySteps {
    return { past: this.#past.slice(-keep), future: this.#future.slice(-keep) }
  }

  /** Remembers the canvas as it was before a change; `batch` joins a change to the step before it. */
  record(before: CanvasSnapshot, batch?: string, now = Date.now()): void {
    const continues =
      batch !== undefined &&
      batch === this.#lastBatch &&
      (!batch.startsWith('param:') || now - this.#lastAt < SAME_GESTURE_MS)
    this.#lastBatch = batch
    this.#lastAt = now
    this.#future = []
    if (continues) return
    this.#past.push(before)
    if (this.#past.length > DEPTH) this.#past.shift()
  }

  /** The canvas to go back to, given the one shown now; undefined when there is nothing to undo. */
  undo(current: CanvasSnapshot): CanvasSnapshot | undefined {
    const previous = this.#past.pop()
    if (previous) this.#future.push(current)
    this.#lastBatch = undefined
    return previous
  }

  /** The canvas to go forward to again; undefined when nothing was undone since the last change. */
  redo(current: CanvasSnapshot): CanvasSnapshot | undefined {
    const next = this.#future.pop()
    if (next) this.#past.push(current)
    this.#lastBatch = undefined
    return next
  }

  /** Forgets every step (another canvas was put in place of this one). */
  clear(): void {
    this.#past = []
    this.#future = []
    this.#lastBatch = undefined
  }

  get canUndo(): boolean {
    return this.#past.length > 0
  }

  get canRedo(): boolean {
    return this.#future.length > 0
  }
}
