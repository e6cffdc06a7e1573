const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** Whether an id from outside can be a uuid key; anything else is simply not found, instead of a cast error. */
export function isUuid(id: string): boolean {
  return UUID.test(id)
}
