import type { Domain, StateSource } from '@mindwire/agent'
import type { SessionRecord, Tenant, TurnEffect } from '@mindwire/store'
import type { FastifyInstance } from 'fastify'
import type { ServerContext } from '../server-context.ts'

/** A session's live state for one run, and how to keep what the run changed. */
export interface StateHolder<State> {
  source: StateSource<State>
  /** Called after the run (or a tool called outside one); persists state the tools changed. */
  afterRun(): Promise<void>
  /**
   * What the tools changed since the last write, as rows that go in the transaction of the step that
   * changed them (asked each time the run's turn writes): history and the domain's state are stored
   * together or not at all. A run of a holder that has it writes through it alone, and does not call
   * `afterRun`, which would write apart from the turn.
   */
  stepEffect?(): StepEffect | undefined
  /**
   * Told once a run's input is known, before it starts: whether it goes on with the turn before it (it
   * answers calls that waited for the person) or starts a new one. A domain that keeps something per turn
   * (the studio's undo batch) keeps it across the runs of one turn.
   */
  beginRun?(run: { continuesTurn: boolean }): void | Promise<void>
}

/** A domain's rows for a turn's write, and what to forget once they are stored. */
export interface StepEffect {
  write: TurnEffect
  /** Called once the write that carried `write` committed. */
  stored(): void
}

/**
 * A domain as the server hosts it: the domain itself, the app ids that use it, where its live state comes
 * from (default: the session's stored client snapshot) and any routes of its own. The server knows
 * domains only through this shape.
 */
export interface ServerDomain<State = any> {
  domain: Domain<State>
  /** App ids served by this domain besides its name (e.g. xi-studio and xi-tune for the studio). */
  apps?: readonly string[]
  state?: (session: SessionRecord, context: ServerContext) => StateHolder<State> | Promise<StateHolder<State>>
  /**
   * What a client may send as a session's state (`state` of POST /api/ai/sessions and /api/ai/chat, a
   * handoff's `context`): checks the snapshot and returns what the session keeps, or throws an ApiError.
   * Without it the app takes no client state, and sending one is a 400. What it keeps is a snapshot the
   * model may read; tenant, user, vehicle and prices never come from it.
   */
  clientState?: (input: ClientStateInput) => unknown | Promise<unknown>
  /**
   * Whose is the state a session shows. 'server': the server's own (the cockpit's car) — a client's copy
   * of it is never read back, only what it adds (e.g. which vehicle). 'client' (default): the client's
   * snapshot (a canvas, notes) goes through `clientState` as it is. AG-UI clients send back every
   * STATE_SNAPSHOT they were given, so the AG-UI endpoint needs to know which.
   */
  stateAuthority?: 'server' | 'client'
  /**
   * The state keys a new session is bound with and cannot run without (the cockpit: `vehicleId`, which car).
   * AG-UI front ends that always send `state: {}` (TanStack AI's) can give them in `forwardedProps`
   * instead; they go through `clientState` like state, and a new thread without them is refused up front.
   */
  bindingKeys?: readonly string[]
  /**
   * The app answers confident requests with its offline engine before any model (the cockpit's fast
   * path): with the tenant's token quota used up it keeps doing so, on the offline engine alone.
   */
  offlineFastPath?: boolean
  /**
   * Messages pass the content filter (seed 000 §7: prompt injection, jailbreak, sensitive words) before a
   * session or a run sees them; a blocked one is a 400 `content_blocked`, audited. Domains with safety rules
   * of their own over live state (the cockpit) answer such text themselves and leave this off.
   */
  contentFilter?: boolean
  /**
   * Resolves once state the domain writes behind (the cockpit's vehicle states) is in the store. The
   * server calls it when it closes, after its runs have ended.
   */
  flush?: () => Promise<void>
  routes?: (app: FastifyInstance, context: ServerContext) => void | Promise<void>
}

/** A client's state snapshot for a session, with what the server already holds for it. */
export interface ClientStateInput {
  snapshot: unknown
  /** The session's current state (null for a new session). */
  current: unknown
  tenant: Tenant
  context: ServerContext
}
