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
import type { StepEffect } from '../domains/server-domain.ts'

type NewEvent = Omit<StoredEvent, 'createdAt'>

/**
 * A domain's command rows for the steps a write covers, with whom to tell how the write went: the rows
 * then commit with the step whose results they record (a reader shown a call's result finds its row).
 */
export interface StepCommands {
  writes: readonly CommandWrite[]
  written(rows: ReadonlyArray<CommandRecord | undefined>): void
  failed(error: unknown): void
}

// A step that took this long since the previous one was a model thinking, not the offline fast path
// (whose steps follow each other within milliseconds): such steps are saved as they commit, so a crash
// loses at most the step in progress (the engine's own promise). Measured per step, not per run, so a
// server that falls behind under load does not turn its fast turns into several commits each.
const WRITE_THROUGH_AFTER_MS = 1000
const TERMINAL = new Set(['done', 'error', 'interrupted'])

/**
 * Everything one run writes, collected while it runs and committed at its end as one turn through the
 * store's group-committing turn writer: the latest checkpoint (an append of the new messages), the
 * domain's command rows and effects, the run's last events, its usage and audit rows. A short run (the
 * offline fast path) thus costs one durable commit, shared with the runs that end at the same time; its
 * answer waits for that commit and nothing else. Nothing of a turn that fails to commit is stored.
 *
 * A run whose events a reader sees as they come asks for its steps earlier (`stepsStored`): the newest
 * checkpoint is then written at once, through the same group commit, with the domain's effects of the
 * steps it covers, so nothing the reader is shown is missing after a crash.
 */
export class TurnLedger {
  #lastStaged = performance.now()
  // Checkpoints the engine staged (one a commit of a step), numbered in order, and how many are stored.
  readonly #order = new WeakMap<Checkpoint, number>()
  #latest: Checkpoint | undefined
  #staged = 0
  #storedSteps = 0
  // Steps a write ahead was started for (see storeAhead).
  #ahead = 0
  readonly #effects: Array<() => StepEffect | undefined> = []
  // Effects taken at each step's commit, in order, until a write stores them (a failed one keeps them).
  readonly #unstoredEffects: StepEffect[] = []
  #writing: Promise<unknown> = Promise.resolve()
  readonly #events: NewEvent[] = []
  readonly #usage: Array<Omit<UsageRecord, 'at'>> = []
  readonly #audit: Array<Omit<AuditEntry, 'id' | 'at'>> = []
  readonly #commands: CommandWrite[] = []
  #commandSource: (() => Promise<StepCommands | undefined>) | undefined
  readonly #result = Promise.withResolvers<Array<CommandRecord | undefined>>()
  #closed = false
  #session: { create: NewSession; sessions: SessionRepository } | undefined
  #sessionStored: Promise<void> | undefined
  // The turn committed: a session it created is stored.
  #turnStored = false
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
    if (!session || this.#turnStored) return Promise.resolve()
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

  /** A step committed in the engine (before the run yields another event): its checkpoint is the newest. */
  noteStaged(checkpoint: Checkpoint): void {
    if (this.#order.has(checkpoint)) return
    this.#order.set(checkpoint, ++this.#staged)
    this.#latest = checkpoint
    // Taken now, while the engine stands at this commit: they belong to this checkpoint and no later step.
    this.#takeEffects()
  }

  /** How many checkpoints the engine staged so far; an event pulled now is covered by the last of them. */
  get staged(): number {
    return this.#staged
  }

  /** Where a domain's rows come from: asked at each step's commit (and the turn's), so they go with their step. */
  addEffects(source: () => StepEffect | undefined): void {
    this.#effects.push(source)
  }

  /** Keeps the run's newest checkpoint for the commit; a long run's steps are saved as they come. */
  stageCheckpoint(checkpoint: Checkpoint, store: Store): Promise<void> {
    this.noteStaged(checkpoint)
    const now = performance.now()
    const slow = now - this.#lastStaged >= WRITE_THROUGH_AFTER_MS
    this.#lastStaged = now
    if (!this.#closed && !slow) return Promise.resolve()
    return this.stepsStored(this.#order.get(checkpoint)!, store)
  }

  /**
   * Resolves once the first `count` staged checkpoints are stored: unless a write already covered them,
   * the newest is written now, with the domain's effects, as a turn of its own in the group commit.
   */
  stepsStored(count: number, store: Store): Promise<void> {
    // After the turn began its commit, that commit writes the steps staged so far; a later one goes alone.
    const before = this.#closed ? this.committed : this.#writing
    const written = before.then(() => (this.#storedSteps >= count ? undefined : this.#writeThrough(store)))
    this.#writing = written.catch(() => {})
    return written
  }

  /**
   * Starts writing the newest checkpoint now when a model call follows it (it ends with the person's
   * message or a step's results): the write then overlaps the model's first token instead of adding to
   * it. A checkpoint that ends with an answer waits: the turn's own commit may carry it.
   */
  storeAhead(store: Store): void {
    const latest = this.#latest
    if (!latest || this.#ahead >= this.#staged || this.#storedSteps >= this.#staged) return
    const last = latest.snapshot.messages.at(-1)?.role
    if (last !== 'user' && last !== 'tool') return
    this.#ahead = this.#staged
    // A failure is heard by whoever waits for these steps; their own request writes again.
    this.stepsStored(this.#staged, store).catch(() => {})
  }

  async #writeThrough(store: Store): Promise<void> {
    const checkpoint = this.#latest!
    const effects = [...this.#unstoredEffects]
    const session = this.#session && !this.#createdAhead ? this.#session.create : undefined
    const step = await this.#commandSource?.()
    let written: Awaited<ReturnType<Store['turns']['write']>>
    try {
      written = await store.turns.write({
        session,
        checkpoint,
        commands: step?.writes,
        effects: effects.map((effect) => effect.write),
      })
    } catch (error) {
      step?.failed(error)
      throw error
    }
    step?.written(written.commands)
    if (session) {
      // Stored with this step: neither the turn nor a write ahead of it creates it again.
      this.#createdAhead = true
      this.#sessionStored ??= Promise.resolve()
    }
    this.#effectsStored(effects.length)
    this.#storedSteps = Math.max(this.#storedSteps, this.#order.get(checkpoint)!)
  }

  #takeEffects(): void {
    for (const source of this.#effects) {
      const effect = source()
      if (effect) this.#unstoredEffects.push(effect)
    }
  }

  #effectsStored(count: number): void {
    for (const effect of this.#unstoredEffects.splice(0, count)) effect.stored()
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

  /**
   * Where a domain's command rows come from: asked at each write (a step's or the turn's), so a row
   * commits in the write that carries the step with its call's result, and never later.
   */
  commandsFrom(source: () => Promise<StepCommands | undefined>): void {
    this.#commandSource = source
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
    let step: StepCommands | undefined
    try {
      await this.#writing
      const latest = this.#latest
      this.#takeEffects()
      const effects = [...this.#unstoredEffects]
      step = await this.#commandSource?.()
      const commands = step ? [...this.#commands, ...step.writes] : this.#commands
      const written = await store.turns.write({
        session: this.#createdAhead ? undefined : this.#session?.create,
        checkpoint: latest && this.#order.get(latest)! > this.#storedSteps ? latest : undefined,
        commands,
        events: this.#events,
        usage: this.#usage,
        audit: this.#audit,
        effects: effects.map((effect) => effect.write),
      })
      this.#effectsStored(effects.length)
      this.#storedSteps = this.#staged
      this.#turnStored = true
      step?.written(written.commands.slice(this.#commands.length))
      this.#result.resolve(written.commands.slice(0, this.#commands.length))
    } catch (error) {
      step?.failed(error)
      this.#result.reject(error)
    }
    await this.committed
  }
}
