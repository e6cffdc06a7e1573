import type { z } from 'zod'

/**
 * How instances of one deployment tell each other about live traffic: vehicle commands, live-run events,
 * who holds a run or a vehicle right now. Records stay in the store; the bus only carries what is live.
 * One instance needs no bus (the in-process one); many instances share NATS JetStream.
 *
 * Every message is checked on arrival against the schema its receiver names: one that does not match (or,
 * on NATS, is not sealed with the deployment's secret, is stale or a replay) is dropped and counted in
 * `drops`, and no handler sees it.
 */
export interface Bus {
  /** `local`: this process only. `nats`: every instance connected to the same NATS. */
  readonly kind: 'local' | 'nats'
  /** Sends a message to every current subscriber of the subject (fire and forget). */
  publish(subject: string, message: unknown): void
  /** Receives the subject's valid messages until the returned function is called. */
  subscribe<T>(subject: string, schema: z.ZodType<T>, handler: (message: T) => void): Unsubscribe
  /** Answers valid requests on the subject; one responder per subject is expected. */
  respond<T>(subject: string, schema: z.ZodType<T>, handler: (message: T) => unknown): Unsubscribe
  /**
   * Asks the subject's responder; undefined when nobody answers with a valid answer (no responder, or none
   * within `timeoutMs`).
   */
  request<T>(
    subject: string,
    message: unknown,
    answer: z.ZodType<T>,
    timeoutMs: number,
  ): Promise<T | undefined>
  /**
   * Publishes a message that is also kept for a while (JetStream), so an instance that arrives after the
   * publisher died can still read it with `retained`. The in-process bus keeps nothing: one instance has
   * the run in memory anyway.
   */
  publishRetained(subject: string, message: unknown): Promise<void>
  /** The valid retained messages of a subject, oldest first. */
  retained<T>(subject: string, schema: z.ZodType<T>): Promise<T[]>
  /** Resolves once every subscription is flushed to the server (a new subscriber is live after this). */
  flush(): Promise<void>
  /** How many arriving messages were dropped so far, by reason. */
  drops(): Readonly<Record<DropReason, number>>
  close(): Promise<void>
}

/**
 * Why an arriving message was dropped. `unsealed`: no seal, or one this deployment's secret does not open
 * (forged, another deployment's, altered). `stale`: sealed outside the replay window. `replay`: a sealed
 * message this receiver already took. `schema`: not the shape its receiver expects.
 */
export type DropReason = 'unsealed' | 'stale' | 'replay' | 'schema'

export const DROP_REASONS: readonly DropReason[] = ['unsealed', 'stale', 'replay', 'schema']

export type Unsubscribe = () => void

/** A subject token for any string (tenant keys may hold `.`, `*` or spaces, which NATS gives meaning). */
export function subjectToken(text: string): string {
  return Buffer.from(text).toString('base64url')
}

/** A zero count per reason. */
export function noDrops(): Record<DropReason, number> {
  return { unsealed: 0, stale: 0, replay: 0, schema: 0 }
}
