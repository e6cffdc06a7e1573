/**
 * Vehicles are tenant-scoped: the registry keys a vehicle by tenant and id together. Both parts come from
 * the server — the authenticated tenant and a vehicle id checked against `vehicleIdSchema` (no `/`) —
 * never from a key a client wrote.
 */
export function vehicleKey(tenantId: string, vehicleId: string): string {
  return `${tenantId}/${vehicleId}`
}

/** The tenant and vehicle of a registry key (the vehicle id has no `/`; a tenant id may). */
export function splitVehicleKey(key: string): { tenantId: string; vehicleId: string } {
  const slash = key.lastIndexOf('/')
  return { tenantId: key.slice(0, slash), vehicleId: key.slice(slash + 1) }
}

/** The vehicle id a client sees, from a registry key. */
export function vehicleIdOf(key: string): string {
  return splitVehicleKey(key).vehicleId
}
