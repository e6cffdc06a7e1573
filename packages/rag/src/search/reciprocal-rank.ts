/** An item after fusion, with its 1-based rank in each list (undefined where it is missing). */
export interface Fused<T> {
  item: T
  /** Σ weight / (k + rank), divided by its maximum (first in every list), so 0–1. */
  score: number
  ranks: Array<number | undefined>
}

/** The constant of Cormack, Clarke & Büttcher (2009); it damps the weight of the very top ranks. */
export const RRF_K = 60

/**
 * Reciprocal rank fusion: each list votes weight / (k + rank) for its items. Ranks only, never raw scores,
 * so a cosine similarity and a BM25 score combine without calibration. Ties keep first-seen order.
 */
export function fuseRanks<T>(
  lists: ReadonlyArray<ReadonlyArray<T>>,
  key: (item: T) => string,
  options: { k?: number; weights?: readonly number[] } = {},
): Array<Fused<T>> {
  const k = options.k ?? RRF_K
  const weights = options.weights ?? lists.map(() => 1)
  const fused = new Map<string, { item: T; sum: number; ranks: Array<number | undefined>; order: number }>()
  lists.forEach((list, listIndex) => {
    list.forEach((item, index) => {
      const id = key(item)
      let entry = fused.get(id)
      if (!entry) {
        entry = { item, sum: 0, ranks: lists.map(() => undefined), order: fused.size }
        fused.set(id, entry)
      }
      if (entry.ranks[listIndex] !== undefined) return
      entry.ranks[listIndex] = index + 1
      entry.sum += weights[listIndex]! / (k + index + 1)
    })
  })
  const best = weights.reduce((sum, weight) => sum + weight, 0) / (k + 1)
  return [...fused.values()]
    .sort((a, b) => b.sum - a.sum || a.order - b.order)
    .map(({ item, sum, ranks }) => ({ item, score: best > 0 ? sum / best : 0, ranks }))
}
