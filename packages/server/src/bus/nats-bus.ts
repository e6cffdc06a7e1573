import { readFileSync } from 'node:fs'
import {
  DeliverPolicy,
  type JetStreamManager,
  jetstream,
  jetstreamManager,
  RetentionPolicy,
  StorageType,
} from '@nats-io/jetstream'
import {
  type ConnectionOptions,
  connect,
  credsAuthenticator,
  headers,
  type Msg,
  type MsgHdrs,
  type NatsConnection,
  nanos,
  nkeyAuthenticator,
} from '@nats-io/transport-node'
import type { z } from 'zod'
import { type Bus, type DropReason, noDrops, type Unsubscribe } from './bus.ts'
import { BusConfigError, type NatsBusConfig } from './bus-config.ts'
import { BusSeal, replyContext, SEAL_HEADER } from './bus-seal.ts'
import { ReplayGuard } from './replay-guard.ts'

/** Retained subjects (relative to the deployment's prefix) start with this; they go to the retained stream. */
export const RETAINED_PREFIX = 'mw.run.'
// Long enough for a resume after an instance died, short enough that the stream stays small: the store
// keeps the record, the stream only bridges the last events an instance had not stored yet.
const RETAIN_MS = 15 * 60_000
// Live messages sealed further from now than this are refused; instances' clocks must agree within it.
const REPLAY_WINDOW_MS = 30_000

/** The JetStream stream that keeps a deployment's retained messages. */
export function retainedStream(prefix: string): string {
  return `MINDWIRE_LIVE_${prefix}`
}

/** Connects to NATS (JetStream enabled) with the configured credentials and makes sure the retained stream exists. */
export async function openNatsBus(config: NatsBusConfig, name = 'mindwire'): Promise<NatsBus> {
  // One readable line for the operator (wrong credentials, no server); no stack for an expected failure.
  const connection = await connect(connectionOptions(config, name)).catch((error: Error) => {
    throw new Error(`cannot connect to NATS at ${config.servers.join(',')}: ${error.message}`)
  })
  try {
    const manager = await jetstreamManager(connection)
    const stream = retainedStream(config.prefix)
    const settings = {
      name: stream,
      subjects: [`${config.prefix}.${RETAINED_PREFIX}>`],
      retention: RetentionPolicy.Limits,
      storage: StorageType.File,
      max_age: nanos(RETAIN_MS),
    }
    await manager.streams.add(settings).catch(() => manager.streams.update(stream, settings))
    return new NatsBus(connection, manager, config)
  } catch (error) {
    await connection.close()
    throw error
  }
}

function connectionOptions(config: NatsBusConfig, name: string): ConnectionOptions {
  const options: ConnectionOptions = {
    servers: config.servers,
    name,
    maxReconnectAttempts: -1,
    // Replies come to inboxes under the deployment's own prefix, so NATS permissions can scope them too.
    inboxPrefix: `_INBOX_${config.prefix}`,
  }
  const auth = config.auth
  if (auth?.kind === 'password') Object.assign(options, { user: auth.user, pass: auth.password })
  if (auth?.kind === 'token') options.token = auth.token
  if (auth?.kind === 'creds')
    options.authenticator = credsAuthenticator(readCredential(auth.file, 'NATS_CREDS'))
  if (auth?.kind === 'nkey')
    options.authenticator = nkeyAuthenticator(
      new TextEncoder().encode(
        new TextDecoder().decode(readCredential(auth.seedFile, 'NATS_NKEY_SEED_FILE')).trim(),
      ),
    )
  if (config.tls) options.tls = { ...config.tls }
  return options
}

/** A credential file's bytes; one line naming the variable when it cannot be read. */
function readCredential(file: string, variable: string): Uint8Array {
  try {
    return readFileSync(file)
  } catch (error) {
    throw new BusConfigError(`${variable}: cannot read ${file} (${(error as NodeJS.ErrnoException).code})`)
  }
}

/**
 * The bus of many instances: core NATS for live traffic, a JetStream stream for what must outlive its
 * publisher. Subjects are relative: the deployment's prefix goes in front of each. With a secret every
 * message is sealed (see BusSeal) and every arriving one must open, be fresh and new to its receiver, and
 * match its schema; without one (explicitly insecure) messages are plain JSON, still checked by schema.
 */
export class NatsBus implements Bus {
  readonly kind = 'nats'
  readonly #connection: NatsConnection
  readonly #manager: JetStreamManager
  readonly #stream
  readonly #prefix: string
  readonly #seal: BusSeal | undefined
  readonly #drops = noDrops()

  constructor(connection: NatsConnection, manager: JetStreamManager, config: NatsBusConfig) {
    this.#connection = connection
    this.#manager = manager
    this.#stream = jetstream(connection)
    this.#prefix = config.prefix
    this.#seal = config.secret ? new BusSeal(config.secret, config.prefix) : undefined
  }

  publish(subject: string, message: unknown): void {
    const full = this.#full(subject)
    const { data, headers } = this.#encode(full, message)
    this.#connection.publish(full, data, { headers })
  }

  subscribe<T>(subject: string, schema: z.ZodType<T>, handler: (message: T) => void): Unsubscribe {
    const full = this.#full(subject)
    const guard = new ReplayGuard(REPLAY_WINDOW_MS)
    const subscription = this.#connection.subscribe(full, {
      callback: (error, message) => {
        if (error) return
        const valid = this.#decode(full, message, schema, guard)
        if (valid) handler(valid.value)
      },
    })
    return () => subscription.unsubscribe()
  }

  respond<T>(subject: string, schema: z.ZodType<T>, handler: (message: T) => unknown): Unsubscribe {
    const full = this.#full(subject)
    const guard = new ReplayGuard(REPLAY_WINDOW_MS)
    const subscription = this.#connection.subscribe(full, {
      callback: (error, message) => {
        if (error) return
        const valid = this.#decode(full, message, schema, guard)
        // An invalid request gets no answer at all: to its sender it is as if nobody held the subject.
        if (!valid) return
        const answer = (value: unknown) => {
          const context = valid.nonce === undefined ? full : replyContext(valid.nonce)
          const { data, headers } = this.#encode(context, value ?? null)
          message.respond(data, { headers })
        }
        void Promise.resolve(handler(valid.value))
          .then(answer)
          .catch(() => answer(null))
      },
    })
    return () => subscription.unsubscribe()
  }

  async request<T>(
    subject: string,
    message: unknown,
    answerSchema: z.ZodType<T>,
    timeoutMs: number,
  ): Promise<T | undefined> {
    const full = this.#full(subject)
    const { data, headers, nonce } = this.#encode(full, message)
    const context = nonce === undefined ? full : replyContext(nonce)
    // Many answers may come (anyone who can publish can answer an inbox): the first valid one counts.
    const guard = new ReplayGuard(REPLAY_WINDOW_MS)
    try {
      const answers = await this.#connection.requestMany(full, data, {
        headers,
        strategy: 'timer',
        maxWait: timeoutMs,
      })
      for await (const answer of answers) {
        if (answer.data.length === 0 && answer.headers?.status === '503') return undefined
        const valid = this.#decode(context, answer, answerSchema.nullable(), guard)
        if (valid) return valid.value ?? undefined
      }
      return undefined
    } catch {
      // No responders (NATS says so at once) or the connection failed: nobody holds the subject.
      return undefined
    }
  }

  async publishRetained(subject: string, message: unknown): Promise<void> {
    if (!subject.startsWith(RETAINED_PREFIX))
      throw new Error(`retained subjects start with ${RETAINED_PREFIX}`)
    const full = this.#full(subject)
    const { data, headers } = this.#encode(full, message)
    await this.#stream.publish(full, data, { headers })
  }

  async retained<T>(subject: string, schema: z.ZodType<T>): Promise<T[]> {
    const full = this.#full(subject)
    const stream = retainedStream(this.#prefix)
    const last = await this.#manager.streams.getMessage(stream, { last_by_subj: full }).catch(() => null)
    if (!last) return []
    const consumer = await this.#stream.consumers.get(stream, {
      filter_subjects: full,
      deliver_policy: DeliverPolicy.All,
    })
    const messages: T[] = []
    const reading = await consumer.consume()
    // Up to the subject's last message when asked; a bound in case it expired in between.
    const bound = setTimeout(() => void reading.close(), 5000)
    // A stored message is as old as the stream keeps them; a repeat is harmless (readers keep one per seq).
    const guard = new ReplayGuard(RETAIN_MS + REPLAY_WINDOW_MS)
    for await (const message of reading) {
      const valid = this.#decode(full, message, schema, guard, false)
      if (valid) messages.push(valid.value)
      if (message.seq >= last.seq) break
    }
    clearTimeout(bound)
    await consumer.delete().catch(() => {})
    return messages
  }

  async flush(): Promise<void> {
    await this.#connection.flush()
  }

  drops(): Readonly<Record<DropReason, number>> {
    return { ...this.#drops }
  }

  async close(): Promise<void> {
    await this.#connection.drain().catch(() => this.#connection.close())
  }

  #full(subject: string): string {
    return `${this.#prefix}.${subject}`
  }

  #encode(context: string, message: unknown): { data: Uint8Array; headers?: MsgHdrs; nonce?: string } {
    const body = new TextEncoder().encode(JSON.stringify(message))
    if (!this.#seal) return { data: body }
    const sealed = this.#seal.seal(context, body)
    const sealHeaders = headers()
    sealHeaders.set(SEAL_HEADER, sealed.header)
    return { data: sealed.data, headers: sealHeaders, nonce: sealed.nonce }
  }

  /** The message's value when it opens, is fresh and new (`checkReplay`), parses and matches; counted as a drop otherwise. */
  #decode<T>(
    context: string,
    message: Pick<Msg, 'data' | 'headers'>,
    schema: z.ZodType<T>,
    guard: ReplayGuard,
    checkReplay = true,
  ): { value: T; nonce?: string } | undefined {
    let body: Uint8Array = message.data
    let nonce: string | undefined
    if (this.#seal) {
      const opened = this.#seal.open(context, message.headers?.get(SEAL_HEADER), message.data)
      if (!opened) return this.#drop('unsealed')
      const admitted = guard.admit(opened.nonce, opened.at)
      if (admitted === 'stale' || (checkReplay && admitted === 'replay')) return this.#drop(admitted)
      body = opened.body
      nonce = opened.nonce
    }
    let parsed: unknown
    try {
      parsed = JSON.parse(new TextDecoder().decode(body))
    } catch {
      return this.#drop('schema')
    }
    const checked = schema.safeParse(parsed)
    if (!checked.success) return this.#drop('schema')
    return { value: checked.data, nonce }
  }

  #drop(reason: DropReason): undefined {
    this.#drops[reason]++
    return undefined
  }
}
