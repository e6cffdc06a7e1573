/**
 * A monotone map from a finding's stated confidence to the share of such findings that were true (issue 42),
 * fitted by isotonic regression (pool-adjacent-violators) on a development set and kept as data
 * (data/confidence-map.json, written by scripts/fit-confidence-map.ts). Monotone so that a finding stated
 * more surely never ends up less probable than one stated less surely: the map fixes the scale, not the order.
 */
import table from '../../data/confidence-map.json' with { type: 'json' }

/** A pooled block: findings stated from `from` to `to` were true `probability` of the time. */
export interface MapBlock {
  from: number
  to: number
  probability: number
  findings: number
}

/** Pool-adjacent-violators: blocks of findings sorted by confidence, merged until their shares right rise. */
export function fitIsotonic(items: readonly { confidence: number; right: boolean }[]): MapBlock[] {
  const sorted = [...items].sort((a, b) => a.confidence - b.confidence)
  const blocks: { from: number; to: number; right: number; findings: number }[] = []
  for (const item of sorted) {
    const last = blocks.at(-1)
    const right = item.right ? 1 : 0
    // Equal confidences share one block: the map cannot tell them apart.
    if (last && last.to === item.confidence) {
      last.findings++
      last.right += right
    } else blocks.push({ from: item.confidence, to: item.confidence, right, findings: 1 })
    while (blocks.length > 1) {
      const b = blocks.at(-1)!
      const a = blocks.at(-2)!
      if (a.right / a.findings < b.right / b.findings) break
      blocks.splice(-2, 2, {
        from: a.from,
        to: b.to,
        right: a.right + b.right,
        findings: a.findings + b.findings,
      })
    }
  }
  return blocks.map((b) => ({
    from: b.from,
    to: b.to,
    probability: b.right / b.findings,
    findings: b.findings,
  }))
}

/**
 * The map at `confidence`: a block's share inside it (the fit is flat there), linear between one block's
 * end and the next one's start, flat beyond the first and last (no extrapolation).
 */
export function mapConfidence(blocks: readonly MapBlock[], confidence: number): number {
  if (blocks.length === 0) return confidence
  const next = blocks.findIndex((b) => confidence <= b.to)
  if (next === -1) return blocks.at(-1)!.probability
  const b = blocks[next]!
  if (confidence >= b.from || next === 0) return b.probability
  const a = blocks[next - 1]!
  return a.probability + ((b.probability - a.probability) * (confidence - a.to)) / (b.from - a.to)
}

/** The committed map (empty until fitted: then confidences pass through unchanged). */
export const CONFIDENCE_MAP: readonly MapBlock[] = table.blocks
