import { canonicalJson } from '@mindwire/agent'
import type { SessionRecord } from '@mindwire/store'
import type { ServerDomain } from '../domains/server-domain.ts'
import { snapshotState } from '../domains/snapshot-state-holder.ts'
import { ApiError } from '../errors/api-error.ts'
import type { ServerContext } from '../server-context.ts'

/** The session's state as the server holds it (the vehicle's live state, the stored canvas): the truth. */
export async function readSessionState(
  context: ServerContext,
  hosted: ServerDomain,
  session: SessionRecord,
): Promise<unknown> {
  // Without a holder of its own the state is the stored snapshot: copied once, with no holder built for
  // it (this read is on a run's way to its first token).
  if (!hosted.state) return copy(snapshotState(session, hosted.domain))
  const holder = await hosted.state(session, context)
  return copy(await holder.source())
}

/** A copy the run cannot change under the caller (a primitive, such as a new session's null, is its own). */
function copy(state: unknown): unknown {
  return typeof state === 'object' && state !== null ? structuredClone(state) : state
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

/**
 * The client's state with the binding keys (`ServerDomain.bindingKeys`) it forwarded instead: many AG-UI
 * front ends always send `state: {}` and let an app pass only `forwardedProps`. The same key given both
 * ways with two values is refused, not settled by a rule the client cannot see.
 */
export function stateWithBinding(
  state: unknown,
  forwardedProps: unknown,
  bindingKeys: readonly string[] = [],
): unknown {
  const props = isRecord(forwardedProps) ? forwardedProps : {}
  const forwarded = bindingKeys.filter((key) => props[key] !== undefined)
  if (forwarded.length === 0) return state
  const base = isRecord(state) ? state : {}
  const clash = forwarded.filter(
    (key) => base[key] !== undefined && canonicalJson(base[key]) !== canonicalJson(props[key]),
  )
  if (clash.length > 0)
    throw new ApiError(
      400,
      'invalid_request',
      `state and forwardedProps name two different ${clash.join(', ')}`,
    )
  return { ...base, ...Object.fromEntries(forwarded.map((key) => [key, props[key]])) }
}

/** Whether a new session's state names every binding key its app needs (the cockpit's car). */
export function namesBinding(state: unknown, bindingKeys: readonly string[] = []): boolean {
  return bindingKeys.every((key) => isRecord(state) && state[key] !== undefined)
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
