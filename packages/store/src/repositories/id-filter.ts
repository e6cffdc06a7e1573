// A Bloom filter that grows: when its newest layer holds its share, a layer twice as large with half the
// false-positive rate is added, so the whole filter stays under twice the first layer's rate however many
// ids it is given (Almeida et al., "Scalable Bloom Filters", 2007).
// Kept here rather than taken from npm, measured (Node 24, random UUIDs, filter and ids' heap after GC):
// - `bloom-filters` 3.0.4 (MIT): 127–182 µs a look-up (its xxhashjs hashes 64-bit numbers as objects),
//   ~50 bytes an id at 20k, eight dependencies (lodash, a global reflect-metadata polyfill): its look-up
//   alone would add a third to a new AG-UI thread's time to first token (~0.5 ms).
// - `bloomfilter` 1.1.0 (BSD): fixed size, so the layers stay ours; it rehashes the id once per layer,
//   about 3× slower a look-up at 1M ids (7 layers: 31 against 9 µs, on a loaded machine), for the same
//   2.8 bytes an id.
// - an exact Set of the ids: ~80 bytes an id (8 MB per 100k sessions, 77 MB per million), and sessions
//   are never purged, so it grows with the store for good; this filter holds 0.4 MB / 2.8 MB for those.

/** False positives of the first layer: one id in a thousand that was never added reads as "maybe". */
const FIRST_LAYER_FALSE_POSITIVES = 0.001
const FIRST_LAYER_IDS = 16_384

interface Layer {
  bits: Uint32Array
  /** Bits in the layer. */
  size: number
  hashes: number
  capacity: number
  count: number
}

/**
 * A set of strings that answers "certainly never added" or "maybe added", in bounded memory (about 15 bits
 * an id). It never forgets an id and cannot remove one: a removed id only costs its asker a real look-up.
 */
export class IdFilter {
  private readonly layers: Layer[] = []

  constructor(firstCapacity = FIRST_LAYER_IDS) {
    this.layers.push(layer(firstCapacity, FIRST_LAYER_FALSE_POSITIVES))
  }

  add(id: string): void {
    let last = this.layers.at(-1)!
    if (last.count >= last.capacity) {
      last = layer(last.capacity * 2, FIRST_LAYER_FALSE_POSITIVES / 2 ** this.layers.length)
      this.layers.push(last)
    }
    const [h1, h2] = hashPair(id)
    for (let i = 0; i < last.hashes; i++) {
      const bit = (h1 + i * h2) % last.size
      last.bits[bit >>> 5]! |= 1 << (bit & 31)
    }
    last.count++
  }

  /** False only when `id` was certainly never added. */
  mayHold(id: string): boolean {
    const [h1, h2] = hashPair(id)
    return this.layers.some((layer) => {
      for (let i = 0; i < layer.hashes; i++) {
        const bit = (h1 + i * h2) % layer.size
        if ((layer.bits[bit >>> 5]! & (1 << (bit & 31))) === 0) return false
      }
      return true
    })
  }

  /** Bytes the filter holds. */
  get bytes(): number {
    return this.layers.reduce((sum, layer) => sum + layer.bits.byteLength, 0)
  }
}

/** A layer sized for `capacity` ids at `falsePositives` (the optimal size and hash count of a Bloom filter). */
function layer(capacity: number, falsePositives: number): Layer {
  const size = Math.ceil((-capacity * Math.log(falsePositives)) / Math.LN2 ** 2)
  const hashes = Math.max(1, Math.round((size / capacity) * Math.LN2))
  return { bits: new Uint32Array(Math.ceil(size / 32)), size, hashes, capacity, count: 0 }
}

/**
 * Two independent 32-bit hashes (FNV-1a and a multiplicative one with another seed) for double hashing,
 * h1 + i·h2 (Kirsch and Mitzenmacher, 2006). h2 is odd, so it never repeats one bit for every i.
 */
function hashPair(id: string): [number, number] {
  let h1 = 0x811c9dc5
  let h2 = 0x9747b28c
  for (let i = 0; i < id.length; i++) {
    const c = id.charCodeAt(i)
    h1 = Math.imul(h1 ^ c, 0x01000193)
    h2 = Math.imul(h2 ^ c, 0x5bd1e995)
    h2 ^= h2 >>> 15
  }
  h1 ^= h1 >>> 16
  h1 = Math.imul(h1, 0x85ebca6b)
  h1 ^= h1 >>> 13
  return [h1 >>> 0, (h2 | 1) >>> 0]
}
