import type { Checkpoint } from '@mindwire/agent'
import {
  type AuditEntry,
  type CommandRecord,
  type CommandWrite,
  type EventRepository,
  type NewSession,
  type SessionRepository,
  type Store,
  type StoredEvent,
  StoreError,
  type UsageRecord,
} from '@mindwire/store'

type NewEvent = Omit<StoredEvent, 'createdAt'>

// A step that took this long since the previous one was a model thinking, not the offline fast path
// (whose steps follow each other within milliseconds): such steps are saved as they commit, so a crash
// loses at most the step in progress (the engine's own promise). Measured per step, not per run, so a
// server that falls behind under load does not turn its fast turns into several commits each.
const WRITE_THROUGH_AFTER_MS = 1000
const TERMINAL = new Set(['done', 'error', 'interrupted'])

/**
 * Everything one run writes, collected while it runs and committed at its end as one turn through the
 * store's group-committing turn writer: the latest checkpoint (an append of the new messages), the
 * domain's command rows, the run's last events, its usage and audit rows. A short run (the offline fast
 * path) thus costs one durable commit, shared with the runs that end at the same time; its answer waits
 * for that commit and nothing else. Nothing of a turn that fails to commit is stored.
 */
export class TurnLedger {
  #lastStaged = performance.now()
  #checkpoint: Checkpoint | undefined
  #writing: Promise<unknown> = Promise.resolve()
  readonly #events: NewEvent[] = []
  readonly #usage: Array<Omit<UsageRecord, 'at'>> = []
  readonly #audit: Array<Omit<AuditEntry, 'id' | 'at'>> = []
  readonly #commands: CommandWrite[] = []
  readonly #result = Promise.withResolvers<Array<CommandRecord | undefined>>()
  #closed = false
  #session: { create: NewSession; sessions: SessionRepository } | undefined
  #sessionStored: Promise<void> | undefined
  // The turn committed: a session it created is stored.
  #stored = false
  // The session was stored by this run ahead of its turn.
  #createdAhead = false

  constructor() {
    // Whoever waits for the commit hears of a failure; the ledger itself must not count as unhandled.
    this.#result.promise.catch(() => {})
  }

  /** The run starts now: its first step is timed from here, not from when the ledger was made. */
  opened(): void {
    this.#lastStaged = performance.now()
  }

  /**
   * The run's session is new and not stored yet: it is created with the turn, in the turn's transaction
   * (a first request then costs one commit, not two), or before the first write that cannot wait for it.
   */
  createsSession(create: NewSession, sessions: SessionRepository): void {
    this.#session = { create, sessions }
  }

  /**
   * Resolves once the run's session is stored: at once unless it is new, else after creating it ahead of
   * the turn (a command written ahead for a connected car, a long run's step). The turn still names it,
   * and its commit checks that the session is the one asked for.
   */
  sessionStored(): Promise<void> {
    const session = this.#session
    if (!session || this.#stored) return Promise.resolve()
    this.#sessionStored ??= session.sessions.create(session.create).then(
      // Stored by this run: the turn need not create it (its state may have been written since).
      () => {
        this.#createdAhead = true
      },
      // Created meanwhile by a concurrent first request: the turn's commit checks that it is the same one.
      (error: unknown) => {
        if (!(error instanceof StoreError && error.code === 'conflict')) throw error
      },
    )
    return this.#sessionStored
  }

  /** Whether this run's turn creates the tenant's session `id`, which may not be stored yet. */
  creates(tenantId: string, id: string): boolean {
    const create = this.#session?.create
    return create?.tenantId === tenantId && create.id === id
  }

  /** Keeps the run's newest checkpoint for the commit; a long run's steps are saved as they come. */
  stageCheckpoint(checkpoint: Checkpoint, store: Store): Promise<void> {
    const now = performance.now()
    const slow = now - this.#lastStaged >= WRITE_THROUGH_AFTER_MS
    this.#lastStaged = now
    if (!this.#closed && !slow) {
      this.#checkpoint = checkpoint
      return Promise.resolve()
    }
    this.#checkpoint = undefined
    const saved = this.sessionStored().then(() => store.checkpointer.save(checkpoint))
    this.#writing = saved.catch(() => {})
    return saved
  }

  /**
   * The run's event log as the live run writes it: the batch that ends the run joins the turn; batches
   * of a long run before it are stored as they come, so a reader elsewhere can resume from them.
   */
  events(events: EventRepository): EventRepository {
    return {
      ...events,
      append: async (rows) => {
        if (this.#closed || !rows.some((row) => TERMINAL.has(row.type))) {
          const appended = this.sessionStored().then(() => events.append(rows))
          this.#writing = appended.catch(() => {})
          return appended
        }
        this.#events.push(...rows)
      },
    }
  }

  /** Adds what the run spent. */
  stageSpending(
    usage: ReadonlyArray<Omit<UsageRecord, 'at'>>,
    audit: ReadonlyArray<Omit<AuditEntry, 'id' | 'at'>>,
  ) {
    this.#usage.push(...usage)
    this.#audit.push(...audit)
  }

  /** Adds command rows; the promise resolves with each row once the turn is committed. */
  stageCommands(writes: readonly CommandWrite[]): Promise<Array<CommandRecord | undefined>> {
    const first = this.#commands.length
    this.#commands.push(...writes)
    return this.committed.then((rows) => rows.slice(first, first + writes.length))
  }

  /** Resolves once the turn is committed (with every command row), rejects when it could not be. */
  get committed(): Promise<Array<CommandRecord | undefined>> {
    return this.#result.promise
  }

  /** Writes the turn in one transaction (after any step a long run saved before); once only. */
  async commit(store: Store): Promise<void> {
    if (this.#closed) return this.committed.then(() => undefined)
    this.#closed = true
    try {
      await this.#writing
      const written = await store.turns.write({
        session: this.#createdAhead ? undefined : this.#session?.create,
        checkpoint: this.#checkpoint,
        commands: this.#commands,
        events: this.#events,
        usage: this.#usage,
        audit: this.#audit,
      })
      this.#stored = true
      this.#result.resolve(written.commands)
    } catch (error) {
      this.#result.reject(error)
    }
    await this.committed
  }
}
