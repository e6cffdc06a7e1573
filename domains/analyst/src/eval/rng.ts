import { seededRandom } from '@mindwire/agent'

/**
 * A small seeded generator (mulberry32): the evaluation set must render the same samples on every
 * machine and every run, so nothing here may touch Math.random.
 */
export interface Rng {
  /** Uniform in [0, 1). */
  next(): number
  /** Uniform in [min, max). */
  range(min: number, max: number): number
  /** Standard normal (Box–Muller). */
  gauss(): number
  /** One element of a non-empty list. */
  pick<T>(items: readonly T[]): T
}

/** A deterministic generator from a 32-bit seed. */
export function createRng(seed: number): Rng {
  const next = seededRandom(seed)
  return {
    next,
    range: (min, max) => min + (max - min) * next(),
    gauss: () => {
      // 1 - next() keeps the logarithm finite.
      const u = 1 - next()
      const v = next()
      return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v)
    },
    pick: (items) => items[Math.floor(next() * items.length)]!,
  }
}

/** Derives an independent seed for a named sub-stream, so adding one stream does not shift the others. */
export function subSeed(seed: number, name: string): number {
  let hash = 2166136261 ^ seed
  for (let i = 0; i < name.length; i++) hash = Math.imul(hash ^ name.charCodeAt(i), 16777619)
  return hash >>> 0
}
