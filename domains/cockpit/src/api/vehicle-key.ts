/** Vehicles are tenant-scoped: the registry keys a vehicle by tenant and id together. */
export function vehicleKey(tenantId: string, vehicleId: string): string {
  return `${tenantId}/${vehicleId}`
}

/** The vehicle id a client sees, from a registry key. */
export function vehicleIdOf(key: string): string {
  return key.slice(key.indexOf('/') + 1)
}
