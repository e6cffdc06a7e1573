import type { Checkpoint } from '../store-types.ts'
import type { ResumePoint } from '../turn-types.ts'

/**
 * Where each recently active session stands — its latest checkpoint and last event number — kept by the
 * store that wrote them, so the next turn of a session starts without reading its whole history back.
 * Bounded: the least recently used session is dropped first. Every write of this store keeps it
 * current; a session deleted is forgotten.
 */
export class ResumeCache {
  readonly #entries = new Map<string, ResumePoint>()
  readonly #capacity: number

  constructor(capacity: number) {
    this.#capacity = capacity
  }

  /** A copy the caller may change: the engine builds its session on the arrays. */
  get(sessionId: string): ResumePoint | undefined {
    const entry = this.#entries.get(sessionId)
    if (!entry) return undefined
    this.#entries.delete(sessionId)
    this.#entries.set(sessionId, entry)
    return { lastSeq: entry.lastSeq, checkpoint: entry.checkpoint && copy(entry.checkpoint) }
  }

  set(sessionId: string, point: ResumePoint): void {
    this.#entries.delete(sessionId)
    this.#entries.set(sessionId, {
      lastSeq: point.lastSeq,
      checkpoint: point.checkpoint && copy(point.checkpoint),
    })
    if (this.#entries.size > this.#capacity) this.#entries.delete(this.#entries.keys().next().value!)
  }

  /** A committed checkpoint of a session that is known here. */
  noteCheckpoint(checkpoint: Checkpoint): void {
    const entry = this.#entries.get(checkpoint.sessionId)
    if (entry) entry.checkpoint = copy(checkpoint)
  }

  /** Committed events of a session that is known here. */
  noteEvents(sessionId: string, lastSeq: number): void {
    const entry = this.#entries.get(sessionId)
    if (entry) entry.lastSeq = Math.max(entry.lastSeq, lastSeq)
  }

  has(sessionId: string): boolean {
    return this.#entries.has(sessionId)
  }

  forget(sessionId: string): void {
    this.#entries.delete(sessionId)
  }

  get size(): number {
    return this.#entries.size
  }
}

function copy(checkpoint: Checkpoint): Checkpoint {
  const { snapshot } = checkpoint
  return {
    ...checkpoint,
    snapshot: {
      ...snapshot,
      messages: [...snapshot.messages],
      pending: [...snapshot.pending],
      usage: { ...snapshot.usage },
    },
  }
}
