import { ApiError, type StateHolder } from '@mindwire/server'
import type { SessionRecord, Tenant } from '@mindwire/store'
import type { Cockpit } from '../cockpit-domain.ts'
import type { CockpitState } from '../cockpit-state.ts'
import type { CockpitServices } from './cockpit-services.ts'
import { vehicleKey } from './vehicle-key.ts'

/** The vehicle key a cockpit session is bound to. */
export function sessionVehicle(session: SessionRecord): string | undefined {
  const state = session.state as { vehicleKey?: unknown } | null
  return typeof state?.vehicleKey === 'string' ? state.vehicleKey : undefined
}

/**
 * The platform session behind an NLC session id: created on first use and bound to its vehicle. A
 * session id already used for another vehicle or another app is refused.
 */
export async function dialogSession(
  services: CockpitServices,
  tenant: Tenant,
  sessionId: string,
  vehicleId: string,
): Promise<SessionRecord & { created?: boolean }> {
  const { store } = services.context
  const key = vehicleKey(tenant.id, vehicleId)
  const existing = await store.sessions.get(tenant.id, sessionId)
  if (existing) {
    if (existing.app !== 'cockpit' || sessionVehicle(existing) !== key) {
      throw new ApiError(409, 'invalid_request', `session ${sessionId} belongs to another vehicle or app`)
    }
    return existing
  }
  const created = await store.sessions.create({
    id: sessionId,
    tenantId: tenant.id,
    app: 'cockpit',
    state: { vehicleKey: key },
    userId: null,
  })
  return { ...created, created: true }
}

/** Live state for a cockpit run: the bound vehicle's state from the registry, read fresh every time. */
export function vehicleStateHolder(cockpit: Cockpit, session: SessionRecord): StateHolder<CockpitState> {
  const key = sessionVehicle(session)
  if (!key) throw new ApiError(409, 'invalid_request', `session ${session.id} is not bound to a vehicle`)
  return {
    source: () => ({ ...cockpit.registry.get(key), vehicleId: key }),
    afterRun: async () => {},
  }
}
