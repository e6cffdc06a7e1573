import type { CanvasSnapshot, ClientOperation } from '../graph/canvas.ts'

/**
 * The session's canvas as tools see it. The server hands tools a mutable clone of the client's snapshot
 * (an empty session holds `{}`), so missing arrays are created in place; the state holder writes the
 * object back after the run, and the next call of the same run sees this call's changes.
 */
export function canvasOf(state: unknown): CanvasSnapshot {
  if (state === null || typeof state !== 'object')
    throw new TypeError('the synth tools need the canvas snapshot as session state (an object)')
  const canvas = state as Partial<CanvasSnapshot>
  if (!Array.isArray(canvas.nodes)) canvas.nodes = []
  if (!Array.isArray(canvas.edges)) canvas.edges = []
  return canvas as CanvasSnapshot
}

/** Makes `next` the session's canvas, keeping the state object the engine holds. */
export function commitCanvas(state: unknown, next: CanvasSnapshot): void {
  const canvas = canvasOf(state)
  canvas.nodes = next.nodes
  canvas.edges = next.edges
}

/** What every modifying tool adds to its result: the operations the browser replays, in order. */
export interface WithOperations {
  operations: ClientOperation[]
}
