/** One confidence bin: the cases whose reading carried a confidence in `range`, and how many were right. */
export interface ReliabilityBin {
  /** `lo–hi` (hi exclusive except for the last bin), or `none` for readings without a confidence. */
  range: string
  count: number
  accuracy: number
}

// Five equal bins: the sets hold tens to hundreds of cases, so finer bins would hold a handful each.
const BIN_WIDTH = 0.2
const BINS = Math.round(1 / BIN_WIDTH)

/**
 * The reliability table: cases grouped by the confidence their reading carried, with the share exact in
 * each. Readings without a confidence (engines that expose none, turns without a call) form one `none`
 * bin rather than an invented number. Empty bins are left out.
 */
export function reliabilityTable(
  items: ReadonlyArray<{ confidence?: number; exact: boolean }>,
): ReliabilityBin[] {
  const groups = new Map<number, { count: number; exact: number }>()
  for (const item of items) {
    const bin =
      item.confidence === undefined
        ? -1
        : Math.min(BINS - 1, Math.max(0, Math.floor(item.confidence / BIN_WIDTH + 1e-9)))
    const group = groups.get(bin) ?? { count: 0, exact: 0 }
    group.count++
    if (item.exact) group.exact++
    groups.set(bin, group)
  }
  return [...groups]
    .sort(([a], [b]) => a - b)
    .map(([bin, group]) => ({
      range: bin < 0 ? 'none' : `${(bin * BIN_WIDTH).toFixed(1)}–${((bin + 1) * BIN_WIDTH).toFixed(1)}`,
      count: group.count,
      accuracy: group.exact / group.count,
    }))
}

/**
 * Expected calibration error over the same fifths: |share exact − mean confidence| per bin, weighted by the
 * bin's count. Readings without a confidence are left out; null when none has one.
 */
export function calibrationError(
  items: ReadonlyArray<{ confidence?: number; exact: boolean }>,
): number | null {
  const groups = new Map<number, { count: number; exact: number; sum: number }>()
  let total = 0
  for (const item of items) {
    if (item.confidence === undefined) continue
    const bin = Math.min(BINS - 1, Math.max(0, Math.floor(item.confidence / BIN_WIDTH + 1e-9)))
    const group = groups.get(bin) ?? { count: 0, exact: 0, sum: 0 }
    group.count++
    group.sum += item.confidence
    if (item.exact) group.exact++
    groups.set(bin, group)
    total++
  }
  if (total === 0) return null
  let error = 0
  for (const group of groups.values())
    error += (group.count / total) * Math.abs(group.exact / group.count - group.sum / group.count)
  return error
}
