/** Where a feature lands in a hashed vector and with which sign. */
export interface HashedSlot {
  index: number
  sign: 1 | -1
}

/**
 * Signed feature hashing (Weinberger et al. 2009): each feature adds ±weight to one of `dimensions`
 * slots. The sign makes collisions cancel out on average, so inner products stay unbiased.
 */
export function hashSlot(feature: string, dimensions: number): HashedSlot {
  // FNV-1a over UTF-16 code units, then murmur3's finaliser so low and high bits are both well mixed.
  let hash = 0x811c9dc5
  for (let i = 0; i < feature.length; i++) {
    hash ^= feature.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193)
  }
  hash = mix(hash)
  return { index: (hash >>> 0) % dimensions, sign: (mix(hash ^ 0x9e3779b9) & 1) === 0 ? 1 : -1 }
}

function mix(value: number): number {
  let h = value
  h ^= h >>> 16
  h = Math.imul(h, 0x85ebca6b)
  h ^= h >>> 13
  h = Math.imul(h, 0xc2b2ae35)
  h ^= h >>> 16
  return h
}

/** Scales a vector to unit length in place; an all-zero vector stays as it is. */
export function normalize(vector: number[]): number[] {
  let sum = 0
  for (const value of vector) sum += value * value
  if (sum === 0) return vector
  const scale = 1 / Math.sqrt(sum)
  for (let i = 0; i < vector.length; i++) vector[i]! *= scale
  return vector
}
