import { randomUUID } from 'node:crypto'
import type { Bus, Unsubscribe } from '@mindwire/server'
import { type StateChange, stateChangeSchema } from '../adapters/relay-messages.ts'
import type { VehicleRegistry } from '../vehicle/vehicle-registry.ts'

const SUBJECT = 'mw.vehicle.state'

/**
 * Keeps every instance's copy of a vehicle's state current. Each instance caches states in memory and
 * writes behind to the store, so without this a dialog on instance 2 would check the safety rules
 * against the speed it last saw, not the one the car just reported to instance 1. Every change made
 * here goes out on the bus; a change from another instance is adopted (memory and listeners, no store
 * write — its instance writes it) and not sent on again. The instance that holds a car's link adopts
 * nothing for that car from the bus: it hears the car itself.
 */
export function syncVehicleStates(
  registry: VehicleRegistry,
  bus: Bus,
  holdsLink: (vehicleKey: string) => boolean = () => false,
): Unsubscribe {
  const origin = randomUUID()
  let adopting = false
  const stopListening = registry.onChange((vehicleKey, state) => {
    if (!adopting) bus.publish(SUBJECT, { origin, vehicleKey, state } satisfies StateChange)
  })
  // A change that does not match the full state schema never reaches the registry (the bus drops it).
  const stopReceiving = bus.subscribe(SUBJECT, stateChangeSchema, (change) => {
    if (change.origin === origin) return
    // The car is the authority on its own state: where its link is, its own reports win over any instance's.
    if (holdsLink(change.vehicleKey)) return
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
