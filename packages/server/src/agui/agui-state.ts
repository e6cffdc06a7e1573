import { canonicalJson } from '@mindwire/agent'
import type { SessionRecord } from '@mindwire/store'
import type { ServerDomain } from '../domains/server-domain.ts'
import { snapshotStateHolder } from '../domains/snapshot-state-holder.ts'
import type { ServerContext } from '../server-context.ts'

/** The session's state as the server holds it (the vehicle's live state, the stored canvas): the truth. */
export async function readSessionState(
  context: ServerContext,
  hosted: ServerDomain,
  session: SessionRecord,
): Promise<unknown> {
  const holder = hosted.state
    ? await hosted.state(session, context)
    : snapshotStateHolder(context.store, session, hosted.domain)
  return structuredClone(await holder.source())
}

/**
 * What of an AG-UI client's `state` is a client snapshot to offer the app: nothing when it is empty or
 * the server's own state echoed back (AG-UI clients send back what STATE_SNAPSHOT gave them). For an app
 * whose state is the server's, the keys the server's view has are its own and are not read, whatever
 * they say; the rest (which vehicle) goes to the app's policy. Otherwise the snapshot goes as it is, and
 * the app's policy accepts or refuses it exactly as a native client's `state`.
 */
export function acceptedClientState(
  state: unknown,
  server: unknown,
  authority: 'server' | 'client' = 'client',
): unknown {
  if (!isRecord(state)) return state ?? undefined
  const own = authority === 'server' && isRecord(server) ? new Set(Object.keys(server)) : new Set<string>()
  const rest = Object.fromEntries(Object.entries(state).filter(([key]) => !own.has(key)))
  if (Object.keys(rest).length === 0) return undefined
  if (server !== undefined && canonicalJson(rest) === canonicalJson(server)) return undefined
  return rest
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
