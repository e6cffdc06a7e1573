/**
 * Sets `key` in a Map used as a bounded cache of the most recently written entries: the key moves to the
 * end of the Map's insertion order, and the oldest entries go once the Map holds more than `capacity`.
 * Caches on the hot path (sessions, checkpoints' ends, derived ids, delivered commands) keep what the
 * fleet is using without a clock or a list of their own.
 */
export function rememberRecent<K, V>(map: Map<K, V>, key: K, value: V, capacity: number): V {
  map.delete(key)
  map.set(key, value)
  for (const oldest of map.keys()) {
    if (map.size <= capacity) break
    map.delete(oldest)
  }
  return value
}
