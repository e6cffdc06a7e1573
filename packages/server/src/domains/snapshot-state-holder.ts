import type { Domain } from '@mindwire/agent'
import type { SessionRecord, Store } from '@mindwire/store'
import type { StateHolder } from './server-domain.ts'

/**
 * The default live state: the client's stored context snapshot (or the domain's initial state), which
 * tools may change during the run; changes are written back to the session afterwards, once
 * `sessionStored` says the session is in the store (a new one may be stored only with its first turn).
 */
export function snapshotStateHolder(
  store: Store,
  session: SessionRecord,
  domain: Domain,
  sessionStored: () => Promise<void> = async () => {},
): StateHolder<unknown> {
  const state: unknown = structuredClone(snapshotState(session, domain))
  const before = JSON.stringify(state)
  return {
    source: () => state,
    async afterRun() {
      if (JSON.stringify(state) === before) return
      await sessionStored()
      await store.sessions.update(session.tenantId, session.id, { state: state as never })
    },
  }
}

/** The state a session without a state holder of its own has: its stored snapshot, else its domain's initial one. */
export function snapshotState(session: SessionRecord, domain: Domain): unknown {
  return session.state ?? domain.initialState?.() ?? null
}
