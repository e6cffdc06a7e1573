import { randomUUID } from 'node:crypto'
import type { SessionRecord, NewSession as StoreNewSession, Tenant } from '@mindwire/store'
import { acceptClientState } from '../domains/client-state.ts'
import type { TurnLedger } from '../runs/turn-ledger.ts'
import type { ServerContext } from '../server-context.ts'

export interface NewSession {
  app: string
  title?: string | null
  userId?: string | null
  /** The client's state snapshot, kept only as far as the app's policy allows. */
  state?: unknown
  ttlSeconds?: number
}

/**
 * Creates a session for a hosted app; the app and the client's state are checked first, so nothing is
 * stored for an unknown app or a refused state.
 */
export async function createSession(
  context: ServerContext,
  tenant: Tenant,
  input: NewSession,
): Promise<SessionRecord> {
  return context.store.sessions.create(await sessionToCreate(context, tenant, input))
}

/** A checked new session with its id, not stored yet: what `createSession` stores, or a first turn does. */
export async function sessionToCreate(
  context: ServerContext,
  tenant: Tenant,
  input: NewSession,
): Promise<StoreNewSession> {
  const hosted = context.domains.domainFor(input.app)
  const state =
    input.state === undefined ? null : await acceptClientState(context, hosted, tenant, input.state, null)
  const ttl = input.ttlSeconds ?? context.config.sessionTtlSeconds
  return {
    id: randomUUID(),
    tenantId: tenant.id,
    app: input.app,
    title: input.title ?? null,
    userId: input.userId ?? null,
    state: state as never,
    expiresAt: ttl ? new Date(Date.now() + ttl * 1000) : null,
  }
}

/** The record a session will have once stored, for a run that starts before it is. */
export function unstoredRecord(create: StoreNewSession): SessionRecord {
  const now = new Date()
  return {
    id: create.id,
    tenantId: create.tenantId,
    app: create.app,
    title: create.title ?? null,
    userId: create.userId ?? null,
    state: (create.state === undefined ? {} : create.state) as SessionRecord['state'],
    createdAt: now,
    lastActiveAt: now,
    expiresAt: create.expiresAt ?? null,
  }
}

/**
 * The session a first message opens. On a single instance it is stored with the run's first turn, in that
 * transaction (its insert is then not on the way to the first token; `findSession` stores it earlier for
 * whoever asks for it meanwhile). Instances sharing a bus store it at once, so a reader on another
 * instance finds it during the run; so do domains whose state holder writes the session as it loads.
 */
export async function firstTurnSession(
  context: ServerContext,
  create: StoreNewSession & { id: string },
  turn: TurnLedger,
): Promise<SessionRecord> {
  const stateful = context.domains.domainFor(create.app).state !== undefined
  if (context.bus.kind !== 'local' || stateful) return context.store.sessions.create(create)
  turn.createsSession(create, context.store.sessions)
  return unstoredRecord(create)
}
