/**
 * How instances of one deployment tell each other about live traffic: vehicle commands, live-run events,
 * who holds a run or a vehicle right now. Records stay in the store; the bus only carries what is live.
 * One instance needs no bus (the in-process one); many instances share NATS JetStream.
 */
export interface Bus {
  /** `local`: this process only. `nats`: every instance connected to the same NATS. */
  readonly kind: 'local' | 'nats'
  /** Sends a message to every current subscriber of the subject (fire and forget). */
  publish(subject: string, message: unknown): void
  /** Receives the subject's messages until the returned function is called. */
  subscribe(subject: string, handler: (message: unknown) => void): Unsubscribe
  /** Answers requests on the subject; one responder per subject is expected. */
  respond(subject: string, handler: (message: unknown) => unknown): Unsubscribe
  /** Asks the subject's responder; undefined when nobody answers (no responder, or none within `timeoutMs`). */
  request(subject: string, message: unknown, timeoutMs: number): Promise<unknown>
  /**
   * Publishes a message that is also kept for a while (JetStream), so an instance that arrives after the
   * publisher died can still read it with `retained`. The in-process bus keeps nothing: one instance has
   * the run in memory anyway.
   */
  publishRetained(subject: string, message: unknown): Promise<void>
  /** The retained messages of a subject, oldest first. */
  retained(subject: string): Promise<unknown[]>
  /** Resolves once every subscription is flushed to the server (a new subscriber is live after this). */
  flush(): Promise<void>
  close(): Promise<void>
}

export type Unsubscribe = () => void

/** A subject token for any string (tenant keys may hold `.`, `*` or spaces, which NATS gives meaning). */
export function subjectToken(text: string): string {
  return Buffer.from(text).toString('base64url')
}
