import type { SessionSnapshot } from '@mindwire/agent'

/**
 * The SDK's conversations (seed 004 §4.1 newSession/clearSession): each session's history as the engine's
 * snapshot, in memory. Engines of one SDK share it, so two agents can continue one conversation.
 */
export class SessionStore {
  readonly #sessions = new Map<string, SessionSnapshot>()

  /** A new session's id; it holds memory once a run saves its history. */
  create(): string {
    return crypto.randomUUID()
  }

  /** The session's history; an unknown id starts empty under that id. */
  get(id: string): SessionSnapshot {
    return this.#sessions.get(id) ?? emptySnapshot(id)
  }

  save(snapshot: SessionSnapshot): void {
    this.#sessions.set(snapshot.id, snapshot)
  }

  /** Forgets the session's history (and its memory); the id stays usable and starts empty. */
  clear(id: string): void {
    this.#sessions.delete(id)
  }

  /** How many sessions hold memory (the leak test reads it). */
  get size(): number {
    return this.#sessions.size
  }

  /** Forgets everything (shutdown). */
  clearAll(): void {
    this.#sessions.clear()
  }
}

function emptySnapshot(id: string): SessionSnapshot {
  return { id, messages: [], pending: [], usage: { inputTokens: 0, outputTokens: 0, totalTokens: 0 } }
}
