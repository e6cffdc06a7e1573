// Where each cache's eviction stopped (see rememberRecent).
const fronts = new WeakMap<Map<unknown, unknown>, Iterator<unknown>>()

/**
 * Sets `key` in a Map used as a bounded cache of the most recently written entries: the key moves to the
 * end of the Map's insertion order, and the oldest entries go once the Map holds more than `capacity`.
 * Caches on the hot path (sessions, checkpoints' ends, derived ids, delivered commands) keep what the
 * fleet is using without a clock or a list of their own.
 */
export function rememberRecent<K, V>(map: Map<K, V>, key: K, value: V, capacity: number): V {
  map.delete(key)
  map.set(key, value)
  if (map.size > capacity) evictOldest(map, capacity)
  return value
}

/**
 * A Map keeps a deleted entry's slot until it next rehashes, and a new iterator walks every such slot
 * from the start: finding the oldest entry anew after each rewrite cost a full cache ~5 µs at 10,000
 * entries. An iterator kept from the last eviction stands where it stopped, so each slot is passed once;
 * Map iterators are live, so it still sees entries in order, rewritten ones at their new place.
 */
function evictOldest<K, V>(map: Map<K, V>, capacity: number): void {
  let front = fronts.get(map) as Iterator<K> | undefined
  while (map.size > capacity) {
    let next = front?.next()
    if (!next || next.done) {
      front = map.keys()
      fronts.set(map, front)
      next = front.next()
    }
    map.delete(next.value)
  }
}
