export { seededRandom } from '@mindwire/agent'

/** A stable 32-bit hash of a string (FNV-1a), to seed per-shopper data from the shopper's id. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5
  for (const char of text) {
    hash ^= char.codePointAt(0)!
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  return hash
}
