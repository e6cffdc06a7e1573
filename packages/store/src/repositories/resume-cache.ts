import type { Checkpoint } from '../store-types.ts'
import type { ResumePoint } from '../turn-types.ts'

interface Entry extends ResumePoint {
  /** The history's size as JSON text: what the entry costs, roughly. */
  size: number
}

/**
 * Where each recently active session stands — its latest checkpoint and last event number — kept by the
 * store that wrote them, so the next turn of a session starts without reading its whole history back.
 * Bounded in sessions and in history size (a server taking long chats must not grow with them): the
 * least recently used session is dropped first. Every write of this store keeps it current; a session
 * deleted is forgotten.
 */
export class ResumeCache {
  readonly #entries = new Map<string, Entry>()
  readonly #capacity: number
  readonly #maxChars: number
  #chars = 0

  constructor(capacity: number, maxChars: number) {
    this.#capacity = capacity
    this.#maxChars = maxChars
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
    this.forget(sessionId)
    const checkpoint = point.checkpoint && copy(point.checkpoint)
    const size = checkpoint ? historySize(checkpoint, 0) : 0
    this.#entries.set(sessionId, { lastSeq: point.lastSeq, checkpoint, size })
    this.#chars += size
    this.#trim()
  }

  /** A committed checkpoint of a session that is known here. */
  noteCheckpoint(checkpoint: Checkpoint): void {
    const entry = this.#entries.get(checkpoint.sessionId)
    if (!entry) return
    const before = entry.checkpoint
    // Most commits append to the same history: only the new messages are measured.
    const kept = before && sameStart(before, checkpoint) ? before.snapshot.messages.length : 0
    const size = (kept > 0 ? entry.size : 0) + historySize(checkpoint, kept)
    this.#chars += size - entry.size
    entry.size = size
    entry.checkpoint = copy(checkpoint)
    this.#trim()
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
    const entry = this.#entries.get(sessionId)
    if (!entry) return
    this.#chars -= entry.size
    this.#entries.delete(sessionId)
  }

  #trim(): void {
    while (this.#entries.size > this.#capacity || (this.#chars > this.#maxChars && this.#entries.size > 0))
      this.forget(this.#entries.keys().next().value!)
  }

  get size(): number {
    return this.#entries.size
  }
}

function historySize(checkpoint: Checkpoint, from: number): number {
  let size = 0
  const { messages } = checkpoint.snapshot
  for (let i = from; i < messages.length; i++) size += JSON.stringify(messages[i]).length
  return size
}

function sameStart(before: Checkpoint, after: Checkpoint): boolean {
  const a = before.snapshot
  const b = after.snapshot
  return (
    (a.offset ?? 0) === (b.offset ?? 0) &&
    a.messages.length <= b.messages.length &&
    a.messages[0] === b.messages[0]
  )
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
