import type { RunHandle, RunResult, WireEvent } from '@mindwire/agent'
import type { EventRepository } from '@mindwire/store'
import type { FastifyBaseLogger } from 'fastify'
import { publicRunError } from '../errors/public-error.ts'
import { type ContractEvent, isTerminal, toContractEvent } from '../sse/contract-event.ts'
import type { RunSubscriber, SequencedEvent } from './run-subscriber.ts'

export interface LiveRunOptions {
  sessionId: string
  handle: RunHandle
  /** The sequence number of this run's first event: one past the session's last stored event. */
  firstSeq: number
  events: EventRepository
  /** How long a run keeps going after its last reader left, waiting for a resume. */
  graceMs: number
  /** Sees every wire event, for accounting and metrics. */
  onWireEvent?: (event: WireEvent) => void
  /**
   * Hands events to readers on other instances (the bus), in order; events shown together go in one
   * message (see PUBLISH_BATCH). Absent with one instance.
   */
  publish?: (items: readonly SequencedEvent[]) => void
  /**
   * Revises the run's final text before it is sent or stored, knowing the run's events (a domain that
   * checks a reply against the calls' outcomes): every channel and the history then say the same.
   */
  reviseDone?: (done: DoneEvent, events: readonly ContractEvent[]) => DoneEvent
  /** Runs after the last event, before the run counts as finished (accounting, state write-back). */
  afterRun?: () => Promise<void>
  /**
   * The run's steps as the store keeps them: with it, a run that has a live reader shows an event only
   * once the step it belongs to is stored (see LiveRun). Without it, events go out as they come.
   */
  steps?: StepDurability
  log: FastifyBaseLogger
}

/** How far the run's committed steps are stored. */
export interface StepDurability {
  /** Steps the engine committed so far: an event pulled now belongs to them or to the step after. */
  staged(): number
  /** Resolves once the first `count` committed steps are stored; rejects when they cannot be. */
  stored(count: number): Promise<void>
  /** Starts storing committed steps a model call follows, so the write overlaps it. */
  ahead(): void
}

interface Held {
  item: SequencedEvent
  /** The committed steps that must be stored before the item may be shown. */
  needs: number
}

type DoneEvent = Extract<ContractEvent, { type: 'done' }>

// Events are written to the store in batches, not one insert per text delta: when the run ends, every
// 64 events, and at the latest 100 ms after the oldest unstored one (a short run is one insert).
const FLUSH_AT = new Set(['done', 'error', 'interrupted'])
const FLUSH_EVERY = 64
const FLUSH_AFTER_MS = 100
// Events that report what a step did: the step commits after them, so they wait for that commit. The
// rest wait only for the steps committed before them (a run's first event for its input, say).
const OUTCOME = new Set(['tool_result', 'confirm_required'])
// What a model is saying or proposing right now, in pieces: part of the step in progress, which a crash may
// lose whole; it waits for nothing of its own (only for events held before it), so the first words of a
// reply are not held behind the write of the person's message (time to first token stays a model's).
const PROGRESS = new Set(['delta', 'tool_call_delta'])
// Events shown in one go (a step's held events once it is stored, a run's end) cross the bus as one message
// of up to this many: each bus message is sealed, sent, acknowledged and opened on its own.
export const PUBLISH_BATCH = 256

/**
 * A run in progress on the server: it drives the engine's event stream, numbers each contract event,
 * keeps them in memory while the run lives, stores them for Last-Event-ID resume, and fans them out to
 * its readers. When the last reader leaves, the run is aborted after a grace period unless one resumes.
 *
 * Nothing shown that is not stored: once a reader sees events as they come (an SSE or WebSocket reader,
 * or readers on other instances through the bus), an event is held until the steps it belongs to are
 * stored — the input before the run's first decision (a tool call, a warning, its end), a step's results
 * before anything after them. Held
 * events go out together once that write commits (group-committed with other runs'); results at the run's
 * end ride with its turn. Text deltas of a step in progress go out at once: a step's text counts as
 * shown when its next event (or the run's end) arrives, which waits for the step's commit. A reader
 * that only reads the end (a JSON answer) holds nothing back: its answer already waits for the turn.
 */
export class LiveRun {
  readonly sessionId: string
  readonly runId: string
  readonly firstSeq: number
  readonly result: Promise<RunResult>
  readonly #options: LiveRunOptions
  readonly #buffer: SequencedEvent[] = []
  readonly #subscribers = new Set<RunSubscriber>()
  readonly #iterator: AsyncIterator<WireEvent>
  #unstored: SequencedEvent[] = []
  #nextSeq: number
  #finished = false
  #graceTimer: NodeJS.Timeout | undefined
  #cancelled: string | undefined
  #storing: Promise<void> = Promise.resolve()
  #flushTimer: NodeJS.Timeout | undefined
  // Whether a reader sees events as they come: from then on, events wait for their steps' commit.
  #gated: boolean
  readonly #held: Held[] = []
  // A write ahead is queued for the next macrotask (see #writeAhead).
  #aheadQueued = false
  // Shown events not yet handed to `publish`.
  readonly #outbox: SequencedEvent[] = []
  // Committed steps known to be stored.
  #storedSteps = 0
  // A step could not be stored: the run is aborted and shows nothing more but its end.
  #unstorable = false

  constructor(options: LiveRunOptions) {
    this.#options = options
    this.sessionId = options.sessionId
    this.runId = options.handle.id
    this.firstSeq = options.firstSeq
    this.#nextSeq = options.firstSeq
    this.#gated = options.publish !== undefined
    // Take the iterator now, in the tick the run was created, so we (not the run itself) drive it.
    this.#iterator = options.handle[Symbol.asyncIterator]()
    this.result = this.#drive().then(() => options.handle.result)
  }

  get finished(): boolean {
    return this.#finished
  }

  /** Adds a reader; it first receives the buffered events after `afterSeq`, in order. */
  subscribe(subscriber: RunSubscriber, afterSeq = 0): void {
    for (const item of this.#buffer) if (item.seq > afterSeq) subscriber.enqueue(item)
    if (this.#finished) return
    if (subscriber.live) this.#gated = true
    this.#subscribers.add(subscriber)
    clearTimeout(this.#graceTimer)
  }

  /** Removes a reader; with none left the run is aborted once the grace period passes. */
  unsubscribe(subscriber: RunSubscriber): void {
    this.#subscribers.delete(subscriber)
    if (this.#subscribers.size > 0 || this.#finished) return
    clearTimeout(this.#graceTimer)
    this.#graceTimer = setTimeout(() => this.abort('the client disconnected'), this.#options.graceMs)
    this.#graceTimer.unref()
  }

  abort(reason: string): void {
    this.#options.handle.abort(reason)
  }

  /**
   * Stops the run because someone asked (Stop, a new utterance): like `abort`, and its `interrupted`
   * event says it was cancelled, so the stored history tells a cancel from a lost connection.
   */
  cancel(reason: string): void {
    this.#cancelled ??= reason
    this.abort(reason)
  }

  /** Why the run was cancelled, if it was. */
  get cancelled(): string | undefined {
    return this.#cancelled
  }

  async #drive(): Promise<void> {
    const { onWireEvent, log, steps } = this.#options
    try {
      for (;;) {
        const next = await this.#iterator.next()
        if (next.done) break
        if (this.#gated && steps) this.#writeAhead(steps)
        onWireEvent?.(next.value)
        const converted = toContractEvent(next.value)
        if (!converted) continue
        // The reply names its run, so a client can rate exactly this one (sent, stored and replayed alike).
        const contract = converted.type === 'done' ? { ...converted, runId: this.runId } : converted
        // Sent, stored and replayed alike: an untyped failure's text stays in the log.
        const event =
          contract.type === 'error'
            ? { type: 'error' as const, ...publicRunError(contract, log, { sessionId: this.sessionId }) }
            : contract.type === 'interrupted' && this.#cancelled !== undefined
              ? { ...contract, cancelled: true }
              : contract.type === 'done' && this.#options.reviseDone
                ? this.#options.reviseDone(
                    contract,
                    this.#buffer.map((item) => item.event),
                  )
                : contract
        const item = { seq: this.#nextSeq++, event }
        if (!this.#gated || !steps) {
          this.#log(item)
          this.#deliver(item)
        } else if (!(await this.#hold(item, steps))) continue
        if (this.#subscribers.size > 0) await this.#drained()
      }
    } catch (error) {
      log.error({ err: error, sessionId: this.sessionId }, 'live run failed')
    } finally {
      this.#finished = true
      clearTimeout(this.#graceTimer)
      await this.#end()
    }
  }

  /**
   * Starts storing the steps staged so far once the event in hand is on its way (the next macrotask): the
   * write overlaps the model's next call and never delays the event itself — with an embedded database the
   * write's work runs on this thread, and a reply's first words go out before the person's message is stored.
   */
  #writeAhead(steps: StepDurability): void {
    if (this.#aheadQueued) return
    this.#aheadQueued = true
    setImmediate(() => {
      this.#aheadQueued = false
      // A run that ended meanwhile stores its steps with its turn: nothing is written ahead of that.
      if (!this.#finished) steps.ahead()
    })
  }

  /**
   * Holds an event until the steps it needs are stored, then shows it with those held before it; false
   * while it stays held. Outcomes wait for a later event (or the run's end): their step commits after them.
   */
  async #hold(item: SequencedEvent, steps: StepDurability): Promise<boolean> {
    const staged = steps.staged()
    if (this.#unstorable && !isTerminal(item.event)) return false
    const type = item.event.type
    this.#held.push({ item, needs: OUTCOME.has(type) ? staged + 1 : PROGRESS.has(type) ? 0 : staged })
    if (isTerminal(item.event) || OUTCOME.has(item.event.type)) return false
    const needs = Math.max(...this.#held.map((held) => held.needs))
    if (needs > staged) return false
    if (needs > this.#storedSteps) {
      try {
        await steps.stored(needs)
        this.#storedSteps = Math.max(this.#storedSteps, needs)
      } catch (error) {
        this.#options.log.error({ err: error, sessionId: this.sessionId }, 'could not store a step')
        this.#unstorable = true
        this.#held.length = 0
        this.abort('the run could not be stored')
        return false
      }
    }
    for (const held of this.#held.splice(0)) {
      this.#log(held.item)
      this.#deliver(held.item)
    }
    return true
  }

  /**
   * The run ended: held events its turn covers join the turn's event log and go out once the turn
   * committed (only the end, when it did not); an outcome whose step never committed is dropped.
   */
  async #end(): Promise<void> {
    const { afterRun, log, steps } = this.#options
    const staged = steps?.staged() ?? 0
    const covered = this.#held.splice(0).filter((held) => held.needs <= staged)
    for (const held of covered) this.#log(held.item)
    this.#store()
    await this.#storing
    const committed = await (afterRun?.() ?? Promise.resolve()).then(
      () => true,
      (error) => {
        log.error({ err: error, sessionId: this.sessionId }, 'after-run work failed')
        return false
      },
    )
    for (const held of covered) if (committed || isTerminal(held.item.event)) this.#deliver(held.item)
    await this.#drained()
    this.#subscribers.clear()
  }

  /** Adds an event to the run's stored log (in batches; see FLUSH_*). */
  #log(item: SequencedEvent): void {
    this.#unstored.push(item)
    if (FLUSH_AT.has(item.event.type) || this.#unstored.length >= FLUSH_EVERY) this.#store()
    else this.#flushTimer ??= setTimeout(() => this.#store(), FLUSH_AFTER_MS)
  }

  /** Shows an event: to the run's readers, to those who subscribe later, and to other instances. */
  #deliver(item: SequencedEvent): void {
    this.#buffer.push(item)
    for (const subscriber of this.#subscribers) subscriber.enqueue(item)
    const publish = this.#options.publish
    if (publish && this.#outbox.push(item) === 1) {
      // Everything shown in this tick goes out together.
      queueMicrotask(() => {
        const items = this.#outbox.splice(0)
        for (let at = 0; at < items.length; at += PUBLISH_BATCH) publish(items.slice(at, at + PUBLISH_BATCH))
      })
    }
  }

  /** Resolves once every reader wrote what it was given; with the usual one reader, without an array. */
  #drained(): Promise<unknown> {
    if (this.#subscribers.size === 1) return this.#subscribers.values().next().value!.drained()
    return Promise.all(Array.from(this.#subscribers, (s) => s.drained()))
  }

  /** Stores unstored events after the previous batch, keeping batches in order. */
  #store(): void {
    clearTimeout(this.#flushTimer)
    this.#flushTimer = undefined
    if (this.#unstored.length === 0) return
    const batch = this.#unstored
    this.#unstored = []
    const rows = batch.map(({ seq, event }) => ({
      sessionId: this.sessionId,
      seq,
      runId: this.runId,
      type: event.type,
      data: event as never,
    }))
    this.#storing = this.#storing
      .then(() => this.#options.events.append(rows))
      .catch((error) =>
        this.#options.log.error({ err: error, sessionId: this.sessionId }, 'could not store run events'),
      )
  }

  /** True once the run emitted its last event. */
  static isEnd(item: SequencedEvent): boolean {
    return isTerminal(item.event)
  }
}
