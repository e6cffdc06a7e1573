import type { Bus } from '../bus/bus.ts'
import type { ContractEvent } from '../sse/contract-event.ts'
import { isTerminal } from '../sse/contract-event.ts'
import type { SseWriter } from '../sse/sse-writer.ts'
import {
  runEventsSubject,
  runOwnerAnswerSchema,
  runOwnerSubject,
  sequencedEventsSchema,
} from './run-subjects.ts'
import type { SequencedEvent } from './run-subscriber.ts'

// How often a follower asks whether the run's instance is still there, and how long it waits for the answer.
const OWNER_CHECK_MS = 2000
const OWNER_TIMEOUT_MS = 1000

/**
 * Follows, for one SSE reader, a session's run that lives on another instance (or lived on one that died):
 * the live events come over the bus; the bus's retained copy fills what the store has not got yet. Ends
 * after the run's last event, or, when the run's instance is gone, after the last event it published,
 * with an `interrupted` event (without an id, so a later resume starts after the last real one).
 */
export class RemoteRunFollower {
  readonly #bus: Bus
  readonly #sessionId: string
  readonly #writer: SseWriter
  readonly #early: SequencedEvent[] = []
  #cursor: number
  #ended = false
  #last: ContractEvent | undefined
  #caughtUp = false
  #sending: Promise<void> = Promise.resolve()
  #stop: () => void = () => {}

  constructor(bus: Bus, sessionId: string, writer: SseWriter, cursor: number) {
    this.#bus = bus
    this.#sessionId = sessionId
    this.#writer = writer
    this.#cursor = cursor
  }

  /** Listens for live events before anything is read, so none falls between the reads and the live feed. */
  async listen(): Promise<void> {
    this.#stop = this.#bus.subscribe(runEventsSubject(this.#sessionId), sequencedEventsSchema, (items) => {
      if (this.#caughtUp) this.#queue(items)
      else this.#early.push(...items)
    })
    await this.#bus.flush()
  }

  /** Whether an instance is running the session now. */
  async ownerAlive(): Promise<boolean> {
    return (
      (await this.#bus.request(
        runOwnerSubject(this.#sessionId),
        {},
        runOwnerAnswerSchema,
        OWNER_TIMEOUT_MS,
      )) !== undefined
    )
  }

  /**
   * After the stored events up to `cursor` were sent (`last` the last of them): the retained ones, then the
   * live ones to the run's end. `alive`: whether an instance answered for the run before the store was read.
   */
  async follow(cursor: number, last: ContractEvent | undefined, alive: boolean): Promise<void> {
    this.#cursor = cursor
    this.#last = last
    this.#queue(await this.#retained())
    this.#caughtUp = true
    this.#queue(this.#early.splice(0))
    let owned = alive
    while (owned && !this.#ended && !this.#writer.closed) {
      await new Promise((resolve) => setTimeout(resolve, OWNER_CHECK_MS))
      if (!this.#ended && !this.#writer.closed) owned = await this.ownerAlive()
    }
    if (!this.#ended && !this.#writer.closed) await this.#close()
    await this.#sending
    this.#stop()
  }

  /**
   * Ends the stream when no instance runs the session: after what the run published last, with an
   * `interrupted` event when its last event was not a final one (its instance died mid-run).
   */
  async #close(): Promise<void> {
    this.#queue(await this.#retained())
    await this.#sending
    if (this.#ended) return
    this.#ended = true
    if (this.#last && !isTerminal(this.#last)) {
      const event: ContractEvent = { type: 'interrupted', reason: 'the instance running it stopped' }
      await this.#writer.send(undefined, event)
    }
    this.#writer.end()
  }

  /** What the bus retained of the run's events. */
  async #retained(): Promise<SequencedEvent[]> {
    return (await this.#bus.retained(runEventsSubject(this.#sessionId), sequencedEventsSchema)).flat()
  }

  /** Sends events past the cursor in order, once each; the run's last event ends the stream. */
  #queue(items: readonly SequencedEvent[]): void {
    const fresh = items.filter((item) => item.seq > this.#cursor).sort((a, b) => a.seq - b.seq)
    for (const item of fresh) {
      if (item.seq <= this.#cursor || this.#ended) continue
      this.#cursor = item.seq
      this.#last = item.event
      if (isTerminal(item.event)) this.#ended = true
      this.#sending = this.#sending.then(async () => {
        await this.#writer.send(item.seq, item.event)
        if (isTerminal(item.event)) this.#writer.end()
      })
    }
  }
}
