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
  /** Hands each event to readers on other instances (the bus); absent with one instance. */
  publish?: (item: SequencedEvent) => void
  /**
   * Revises the run's final text before it is sent or stored, knowing the run's events (a domain that
   * checks a reply against the calls' outcomes): every channel and the history then say the same.
   */
  reviseDone?: (done: DoneEvent, events: readonly ContractEvent[]) => DoneEvent
  /** Runs after the last event, before the run counts as finished (accounting, state write-back). */
  afterRun?: () => Promise<void>
  log: FastifyBaseLogger
}

type DoneEvent = Extract<ContractEvent, { type: 'done' }>

// Events are written to the store in batches, not one insert per text delta: when the run ends, every
// 64 events, and at the latest 100 ms after the oldest unstored one (a short run is one insert).
const FLUSH_AT = new Set(['done', 'error', 'interrupted'])
const FLUSH_EVERY = 64
const FLUSH_AFTER_MS = 100

/**
 * A run in progress on the server: it drives the engine's event stream, numbers each contract event,
 * keeps them in memory while the run lives, stores them for Last-Event-ID resume, and fans them out to
 * its readers. When the last reader leaves, the run is aborted after a grace period unless one resumes.
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

  constructor(options: LiveRunOptions) {
    this.#options = options
    this.sessionId = options.sessionId
    this.runId = options.handle.id
    this.firstSeq = options.firstSeq
    this.#nextSeq = options.firstSeq
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
    const { onWireEvent, log } = this.#options
    try {
      for (;;) {
        const next = await this.#iterator.next()
        if (next.done) break
        onWireEvent?.(next.value)
        const contract = toContractEvent(next.value)
        if (!contract) continue
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
        this.#buffer.push(item)
        this.#unstored.push(item)
        for (const subscriber of this.#subscribers) subscriber.enqueue(item)
        this.#options.publish?.(item)
        if (FLUSH_AT.has(event.type) || this.#unstored.length >= FLUSH_EVERY) this.#store()
        else this.#flushTimer ??= setTimeout(() => this.#store(), FLUSH_AFTER_MS)
        if (this.#subscribers.size > 0) await this.#drained()
      }
    } catch (error) {
      log.error({ err: error, sessionId: this.sessionId }, 'live run failed')
    } finally {
      this.#finished = true
      clearTimeout(this.#graceTimer)
      this.#store()
      await this.#storing
      await this.#options
        .afterRun?.()
        .catch((error) => log.error({ err: error, sessionId: this.sessionId }, 'after-run work failed'))
      await this.#drained()
      this.#subscribers.clear()
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
