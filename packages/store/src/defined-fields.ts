/** The fields of a patch that were given: `null` is a value to store, `undefined` means "leave as is". */
export function definedFields<T extends Record<string, unknown>>(patch: T): Partial<T> {
  return Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined)) as Partial<T>
}
