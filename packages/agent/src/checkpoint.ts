import type { PendingCall } from './loop/pending-call.ts'
import type { Message } from './messages/message.ts'
import type { Usage } from './messages/usage.ts'

/** Everything a session needs to continue: committed history, waiting calls, the running summary, usage. */
export interface SessionSnapshot {
  id: string
  /** Messages compacted away before `messages[0]`; message i is the session's message number offset + i. */
  offset?: number
  messages: Message[]
  pending: PendingCall[]
  summary?: string
  usage: Usage
}

/** Saved after every committed step, so an interrupted or crashed run resumes from its last completed step. */
export interface Checkpoint {
  sessionId: string
  runId: string
  /** The step within the run that was committed; 0 for the run's input. */
  step: number
  snapshot: SessionSnapshot
  savedAt: number
}

/** Where checkpoints go; the store implements it on PGlite/PostgreSQL. */
export interface Checkpointer {
  save(checkpoint: Checkpoint): Promise<void>
  load(sessionId: string): Promise<Checkpoint | undefined>
  /**
   * Told the moment a step commits, before the run yields its next event, with the checkpoint a later
   * `save` writes (saves are deferred and coalesced). A host that shows nothing before it is stored
   * learns here exactly which events a checkpoint covers: every event the run yielded before this call.
   */
  staged?(checkpoint: Checkpoint): void
}

/** Keeps the latest checkpoint of each session in memory; for tests and single-process use. */
export class MemoryCheckpointer implements Checkpointer {
  readonly #latest = new Map<string, Checkpoint>()
  saves = 0

  async save(checkpoint: Checkpoint): Promise<void> {
    this.saves++
    this.#latest.set(checkpoint.sessionId, structuredClone(checkpoint))
  }

  async load(sessionId: string): Promise<Checkpoint | undefined> {
    const checkpoint = this.#latest.get(sessionId)
    return checkpoint && structuredClone(checkpoint)
  }
}
