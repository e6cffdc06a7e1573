import { randomUUID } from 'node:crypto'
import type { Bus, Unsubscribe } from '@mindwire/server'
import type { VehicleRegistry } from '../vehicle/vehicle-registry.ts'
import type { VehicleState } from '../vehicle/vehicle-state.ts'

const SUBJECT = 'mw.vehicle.state'

interface StateMessage {
  origin: string
  vehicleKey: string
  state: VehicleState
}

/**
 * Keeps every instance's copy of a vehicle's state current. Each instance caches states in memory and
 * writes behind to the store, so without this a dialog on instance 2 would check the safety rules
 * against the speed it last saw, not the one the car just reported to instance 1. Every change made
 * here goes out on the bus; a change from another instance is adopted (memory and listeners, no store
 * write — its instance writes it) and not sent on again.
 */
export function syncVehicleStates(registry: VehicleRegistry, bus: Bus): Unsubscribe {
  const origin = randomUUID()
  let adopting = false
  const stopListening = registry.onChange((vehicleKey, state) => {
    if (!adopting) bus.publish(SUBJECT, { origin, vehicleKey, state } satisfies StateMessage)
  })
  const stopReceiving = bus.subscribe(SUBJECT, (message) => {
    const change = message as StateMessage
    if (change.origin === origin) return
    adopting = true
    try {
      registry.adopt(change.vehicleKey, change.state)
    } finally {
      adopting = false
    }
  })
  return () => {
    stopListening()
    stopReceiving()
  }
}
