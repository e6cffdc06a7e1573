import {
  DeliverPolicy,
  type JetStreamManager,
  jetstream,
  jetstreamManager,
  RetentionPolicy,
  StorageType,
} from '@nats-io/jetstream'
import { connect, type NatsConnection, nanos } from '@nats-io/transport-node'
import type { Bus, Unsubscribe } from './bus.ts'

/** The JetStream stream that keeps retained messages; subjects under `mw.run.` go there. */
export const RETAINED_STREAM = 'MINDWIRE_LIVE'
export const RETAINED_PREFIX = 'mw.run.'
// Long enough for a resume after an instance died, short enough that the stream stays small: the store
// keeps the record, the stream only bridges the last events an instance had not stored yet.
const RETAIN_MS = 15 * 60_000

/** Connects to NATS (JetStream enabled) and makes sure the retained stream exists. */
export async function openNatsBus(url: string, name = 'mindwire'): Promise<NatsBus> {
  const connection = await connect({ servers: url.split(','), name, maxReconnectAttempts: -1 })
  const manager = await jetstreamManager(connection)
  const config = {
    name: RETAINED_STREAM,
    subjects: [`${RETAINED_PREFIX}>`],
    retention: RetentionPolicy.Limits,
    storage: StorageType.File,
    max_age: nanos(RETAIN_MS),
  }
  await manager.streams.add(config).catch(() => manager.streams.update(RETAINED_STREAM, config))
  return new NatsBus(connection, manager)
}

/** The bus of many instances: core NATS for live traffic, a JetStream stream for what must outlive its publisher. */
export class NatsBus implements Bus {
  readonly kind = 'nats'
  readonly #connection: NatsConnection
  readonly #manager: JetStreamManager
  readonly #stream

  constructor(connection: NatsConnection, manager: JetStreamManager) {
    this.#connection = connection
    this.#manager = manager
    this.#stream = jetstream(connection)
  }

  publish(subject: string, message: unknown): void {
    this.#connection.publish(subject, JSON.stringify(message))
  }

  subscribe(subject: string, handler: (message: unknown) => void): Unsubscribe {
    const subscription = this.#connection.subscribe(subject, {
      callback: (error, message) => {
        if (!error) handler(message.json())
      },
    })
    return () => subscription.unsubscribe()
  }

  respond(subject: string, handler: (message: unknown) => unknown): Unsubscribe {
    const subscription = this.#connection.subscribe(subject, {
      callback: (error, message) => {
        if (error) return
        void Promise.resolve(handler(message.json()))
          .then((answer) => message.respond(JSON.stringify(answer ?? null)))
          .catch(() => message.respond(JSON.stringify(null)))
      },
    })
    return () => subscription.unsubscribe()
  }

  async request(subject: string, message: unknown, timeoutMs: number): Promise<unknown> {
    try {
      const answer = await this.#connection.request(subject, JSON.stringify(message), { timeout: timeoutMs })
      return answer.json() ?? undefined
    } catch {
      // No responders (NATS says so at once) or no answer in time: nobody holds the subject.
      return undefined
    }
  }

  async publishRetained(subject: string, message: unknown): Promise<void> {
    if (!subject.startsWith(RETAINED_PREFIX))
      throw new Error(`retained subjects start with ${RETAINED_PREFIX}`)
    await this.#stream.publish(subject, JSON.stringify(message))
  }

  async retained(subject: string): Promise<unknown[]> {
    const last = await this.#manager.streams
      .getMessage(RETAINED_STREAM, { last_by_subj: subject })
      .catch(() => null)
    if (!last) return []
    const consumer = await this.#stream.consumers.get(RETAINED_STREAM, {
      filter_subjects: subject,
      deliver_policy: DeliverPolicy.All,
    })
    const messages: unknown[] = []
    const stream = await consumer.consume()
    // Up to the subject's last message when asked; a bound in case it expired in between.
    const bound = setTimeout(() => void stream.close(), 5000)
    for await (const message of stream) {
      messages.push(message.json())
      if (message.seq >= last.seq) break
    }
    clearTimeout(bound)
    await consumer.delete().catch(() => {})
    return messages
  }

  async flush(): Promise<void> {
    await this.#connection.flush()
  }

  async close(): Promise<void> {
    await this.#connection.drain().catch(() => this.#connection.close())
  }
}
