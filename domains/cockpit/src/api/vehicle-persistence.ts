import type { Store } from '@mindwire/store'
import { vehicleStateJson } from '../vehicle/state-json.ts'
import type { VehicleStateStore } from '../vehicle/vehicle-registry.ts'
import {
  defaultVehicleState,
  patchVehicleState,
  type VehicleState,
  vehicleStateSchema,
} from '../vehicle/vehicle-state.ts'
import { splitVehicleKey } from './vehicle-key.ts'

/**
 * Vehicle states kept in the store's `vehicles` table, by tenant and vehicle id. A stored state that no
 * longer fits the schema (a field added since) is completed from the defaults rather than refused.
 */
export function storedVehicleStates(store: Store): VehicleStateStore {
  return {
    async load(key) {
      const { tenantId, vehicleId } = splitVehicleKey(key)
      const record = await store.vehicles.get(tenantId, vehicleId)
      if (!record) return undefined
      const parsed = vehicleStateSchema.safeParse(record.state)
      if (parsed.success) return parsed.data
      const completed = patchVehicleState(defaultVehicleState(), record.state)
      return completed.ok ? completed.state : defaultVehicleState()
    },
    async save(batch) {
      await store.vehicles.saveStates(
        batch.map(([key, state]: readonly [string, VehicleState]) => {
          const { tenantId, vehicleId } = splitVehicleKey(key)
          return { tenantId, id: vehicleId, state: state as never, stateJson: vehicleStateJson(state) }
        }),
      )
    },
  }
}
