import type { Domain, StateSource } from '@mindwire/agent'
import type { SessionRecord } from '@mindwire/store'
import type { FastifyInstance } from 'fastify'
import type { ServerContext } from '../server-context.ts'

/** A session's live state for one run, and how to keep what the run changed. */
export interface StateHolder<State> {
  source: StateSource<State>
  /** Called after the run; persists state the tools changed. */
  afterRun(): Promise<void>
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
  routes?: (app: FastifyInstance, context: ServerContext) => void | Promise<void>
}
