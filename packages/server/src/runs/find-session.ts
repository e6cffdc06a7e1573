import type { SessionRecord } from '@mindwire/store'
import type { ServerContext } from '../server-context.ts'
import { turnOf } from './start-run.ts'

/**
 * A tenant's session as the store holds it. A new session whose first run is live on this instance is
 * stored with that run's turn; a request that needs it before then (a resume, a follow-up message, a
 * look at the session) has it stored first.
 */
export async function findSession(
  context: ServerContext,
  tenantId: string,
  id: string,
): Promise<SessionRecord | undefined> {
  const stored = await context.store.sessions.get(tenantId, id)
  if (stored) return stored
  const live = context.runs.get(id)
  const turn = live && turnOf(live)
  if (!turn?.creates(tenantId, id)) return undefined
  await turn.sessionStored()
  return context.store.sessions.get(tenantId, id)
}
