import { assertBelowTenantLimit } from '@mindwire/server'
import type { CockpitServices } from './cockpit-services.ts'

/**
 * Refuses registering one more vehicle past the tenant's cap (409 `limit_exceeded`). Every way a vehicle
 * comes to exist asks first: the register route and a first WebSocket connection for an unknown id.
 * Unflushed vehicles the registry holds are counted by the store once flushed, so the registry is
 * flushed before the count.
 */
export async function assertVehicleRoom(services: CockpitServices, tenantId: string): Promise<void> {
  const { registry } = services.cockpit
  const { store, config } = services.context
  await assertBelowTenantLimit(config.tenantLimits, 'vehicles', async () => {
    await registry.flush()
    return store.vehicles.count(tenantId)
  })
}
