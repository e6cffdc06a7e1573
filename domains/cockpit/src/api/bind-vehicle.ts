import { ApiError, type ClientStateInput } from '@mindwire/server'
import type { Cockpit } from '../cockpit-domain.ts'
import { vehicleIdSchema } from './api-schemas.ts'
import { vehicleKey } from './vehicle-key.ts'

/**
 * The only state a client may give a cockpit session: `{ vehicleId }`, naming one of the tenant's own
 * registered vehicles, once. The server stores the id; the tenant it belongs to is always the session's
 * own, so no value a client writes can reach another tenant's car. Live state comes from the vehicle.
 */
export async function bindVehicle(cockpit: Cockpit, input: ClientStateInput): Promise<{ vehicleId: string }> {
  const snapshot = input.snapshot as { vehicleId?: unknown } | null
  const keys =
    snapshot && typeof snapshot === 'object' && !Array.isArray(snapshot) ? Object.keys(snapshot) : []
  const id = vehicleIdSchema.safeParse(snapshot?.vehicleId)
  if (!id.success || keys.length !== 1)
    throw new ApiError(
      400,
      'invalid_request',
      'a cockpit session takes only { "vehicleId": "<one of your vehicles>" } as state; the vehicle’s state comes from the vehicle',
    )
  const current = (input.current as { vehicleId?: unknown } | null)?.vehicleId
  if (current !== undefined && current !== id.data)
    throw new ApiError(409, 'invalid_request', 'this session is bound to another vehicle')
  if (!(await cockpit.registry.load(vehicleKey(input.tenant.id, id.data))))
    throw new ApiError(
      404,
      'not_found',
      `vehicle ${id.data} not found; register it with POST /api/v1/vehicles`,
    )
  return { vehicleId: id.data }
}
