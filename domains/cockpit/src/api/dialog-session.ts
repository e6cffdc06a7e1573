import { hash } from 'node:crypto'
import { rememberRecent } from '@mindwire/agent'
import { ApiError, type StateHolder, unstoredRecord } from '@mindwire/server'
import { type NewSession, type SessionRecord, StoreError, type Tenant } from '@mindwire/store'
import type { Cockpit } from '../cockpit-domain.ts'
import type { CockpitState } from '../cockpit-state.ts'
import { viewOfState } from '../vehicle/state-json.ts'
import type { VehicleState } from '../vehicle/vehicle-state.ts'
import { vehicleIdSchema } from './api-schemas.ts'
import type { CockpitServices } from './cockpit-services.ts'
import { storedLanguage } from './reply-language.ts'
import { vehicleKey } from './vehicle-key.ts'

/**
 * A cockpit session as the NLC API sees it: the platform session and the id the client chose for it.
 * `unstored` is a session this request creates that is not stored yet: its run's turn creates it.
 */
export type DialogSession = SessionRecord & { nlcId: string; created?: boolean; unstored?: NewSession }

/**
 * The platform session id behind a client's NLC session id. NLC clients choose their session ids; the
 * server keeps them apart per tenant by deriving the stored id from both (a name-based UUID, RFC 9562
 * version 8 over SHA-256), so one tenant's id can neither reach, reveal nor block another tenant's.
 */
export function platformSessionId(tenantId: string, nlcSessionId: string): string {
  const name = `mindwire-nlc-session\n${tenantId}\n${nlcSessionId}`
  let id = derivedIds.get(name)
  if (id === undefined) {
    // Every request of a session derives its id (the route, then the session lookup): the fleet's are kept.
    id = rememberRecent(derivedIds, name, nameBasedUuid(name), DERIVED_IDS_KEPT)
  }
  return id
}

const derivedIds = new Map<string, string>()
const DERIVED_IDS_KEPT = 20_000

function nameBasedUuid(name: string): string {
  const digest = hash('sha256', name, 'buffer')
  digest[6] = (digest[6]! & 0x0f) | 0x80
  digest[8] = (digest[8]! & 0x3f) | 0x80
  const hex = digest.subarray(0, 16).toString('hex')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

/**
 * The vehicle a cockpit session is bound to, as a registry key. The session's state holds only the
 * vehicle's id, written by the server; the tenant is always the session's own.
 */
export function sessionVehicle(session: SessionRecord): string | undefined {
  const state = session.state as { vehicleId?: unknown; vehicleKey?: unknown } | null
  const id = typeof state?.vehicleId === 'string' ? state.vehicleId : legacyVehicleId(session)
  return id !== undefined && validVehicleId(id) ? vehicleKey(session.tenantId, id) : undefined
}

// A request reads its session's vehicle three or four times (route, run, state holder, answer), and a
// fleet's sessions again on every request: an id the schema accepted once is known, not parsed again.
const checkedVehicleIds = new Map<string, boolean>()
const CHECKED_VEHICLE_IDS_KEPT = 20_000

function validVehicleId(id: string): boolean {
  return (
    checkedVehicleIds.get(id) ??
    rememberRecent(checkedVehicleIds, id, vehicleIdSchema.safeParse(id).success, CHECKED_VEHICLE_IDS_KEPT)
  )
}

// Sessions stored before vehicles were tenant records kept `tenant/vehicle`: only the session's own tenant counts.
function legacyVehicleId(session: SessionRecord): string | undefined {
  const key = (session.state as { vehicleKey?: unknown } | null)?.vehicleKey
  const prefix = `${session.tenantId}/`
  return typeof key === 'string' && key.startsWith(prefix) ? key.slice(prefix.length) : undefined
}

/** The tenant's cockpit session by its platform id, under the NLC id its client chose (when it is known). */
export async function dialogSessionById(
  services: CockpitServices,
  tenant: Tenant,
  platformId: string,
): Promise<DialogSession | undefined> {
  const session = await services.context.store.sessions.get(tenant.id, platformId)
  if (!session || session.app !== 'cockpit' || !sessionVehicle(session)) return undefined
  const nlcId = (session.state as { nlcSessionId?: unknown } | null)?.nlcSessionId
  return { ...session, nlcId: typeof nlcId === 'string' ? nlcId : session.id }
}

/** The tenant's existing cockpit session behind an NLC id, or undefined. */
export async function findDialogSession(
  services: CockpitServices,
  tenant: Tenant,
  nlcSessionId: string,
): Promise<DialogSession | undefined> {
  const session = await services.context.store.sessions.get(
    tenant.id,
    platformSessionId(tenant.id, nlcSessionId),
  )
  return session && sessionVehicle(session) ? { ...session, nlcId: nlcSessionId } : undefined
}

/**
 * The platform session behind an NLC session id: created on first use and bound to its vehicle, which is
 * registered in the tenant when new (simulated until its agent connects). A session id already used for
 * another vehicle or another app is refused. `withTurn`: a new session is stored by the run's turn, not
 * here (the caller starts a run on it through `startDialogRun`).
 */
export async function dialogSession(
  services: CockpitServices,
  tenant: Tenant,
  nlcSessionId: string,
  vehicleId: string,
  options: { withTurn?: boolean; language?: 'zh' | 'en' } = {},
): Promise<DialogSession> {
  const { store } = services.context
  const key = vehicleKey(tenant.id, vehicleId)
  const id = platformSessionId(tenant.id, nlcSessionId)
  // Both reads at once: a fleet's first requests wait for one round trip, not two in series. The binding
  // is checked before the vehicle is registered: a refused request leaves no vehicle behind.
  const [existing, vehicle] = await Promise.all([
    store.sessions.get(tenant.id, id),
    services.cockpit.registry.load(key),
  ])
  const bound = existing && boundTo(existing, nlcSessionId, key)
  // A vehicle first named by a dialog has no car behind it: it is a simulator, and says so.
  if (!vehicle) services.cockpit.registry.register(key, true)
  if (bound) return bound
  // The client's own id is kept beside the vehicle: a confirmation that names only its command (seed 002
  // §5.2 command:confirm) is answered under the session id the client knows.
  const create = {
    id,
    tenantId: tenant.id,
    app: 'cockpit',
    // The language of the words that open it, kept from the start: the run need not write it again.
    state: { vehicleId, nlcSessionId, ...(options.language ? { language: options.language } : {}) },
    userId: null,
  }
  if (options.withTurn) {
    // Stored with the run's turn, in its transaction: a fleet's first requests cost one commit each, not
    // two in series (the turn checks there that a concurrent first request made the same session).
    return { ...unstoredRecord(create), nlcId: nlcSessionId, created: true, unstored: create }
  }
  try {
    const created = await store.sessions.create(create)
    return { ...created, nlcId: nlcSessionId, created: true }
  } catch (error) {
    // A concurrent first request created it: use that one.
    const raced = error instanceof StoreError && (await store.sessions.get(tenant.id, id))
    if (raced) return boundTo(raced, nlcSessionId, key)
    throw error
  }
}

function boundTo(session: SessionRecord, nlcId: string, key: string): DialogSession {
  if (session.app !== 'cockpit' || sessionVehicle(session) !== key)
    throw new ApiError(409, 'invalid_request', `session ${nlcId} belongs to another vehicle or app`)
  return { ...session, nlcId }
}

/** Live state for a cockpit run: the bound vehicle's state, loaded first, then read fresh every time. */
export async function vehicleStateHolder(
  cockpit: Cockpit,
  session: SessionRecord,
): Promise<StateHolder<CockpitState>> {
  const key = sessionVehicle(session)
  if (!key) throw new ApiError(409, 'invalid_request', `session ${session.id} is not bound to a vehicle`)
  let last = await cockpit.registry.load(key)
  if (!last) throw new ApiError(404, 'not_found', `the session's vehicle is not registered`)
  const language = storedLanguage(session)
  return {
    // The registry is a bounded cache: a vehicle dropped from it during the run reads as its last state.
    source: () => {
      last = cockpit.registry.peek(key) ?? last!
      return stateView(last, key, language)
    },
    afterRun: async () => {},
  }
}

// A vehicle state is replaced, never changed, so one frozen view serves every read of it until it is:
// each step of every run builds its system prompt from the state, which can then be reused (see
// cockpitSystemPrompt) rather than serialised again.
const views = new WeakMap<VehicleState, CockpitState>()

function stateView(state: VehicleState, vehicleId: string, language?: 'zh' | 'en'): CockpitState {
  const known = views.get(state)
  if (known?.vehicleId === vehicleId && known.language === language) return known
  const view = viewOfState(Object.freeze({ ...state, vehicleId, ...(language ? { language } : {}) }), state)
  views.set(state, view)
  return view
}
