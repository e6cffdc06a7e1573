/** The part of the Web Storage API the client uses; inject one to persist somewhere else. */
export interface KeyValueStorage {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

/** localStorage in browsers; an in-memory map where there is none (Node, workers, private modes). */
export function defaultStorage(): KeyValueStorage {
  try {
    const local = (globalThis as { localStorage?: KeyValueStorage }).localStorage
    if (local) {
      // Some browsers expose localStorage but throw on use (blocked cookies, quota 0).
      const probe = '__mindwire_probe__'
      local.setItem(probe, '1')
      local.removeItem(probe)
      return local
    }
  } catch {
    // Fall through to memory.
  }
  return memoryStorage()
}

export function memoryStorage(): KeyValueStorage {
  const items = new Map<string, string>()
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  }
}
