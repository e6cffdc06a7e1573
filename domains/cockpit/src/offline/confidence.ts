import type { Reading } from './interpret-clause.ts'

/**
 * What `confidence` means: the probability that `calls` is the complete and correct reading.
 *
 * - Calls found: the weakest clause decides. A clause is as sure as its match (a named device and
 *   action ≈ 0.95, a colloquial complaint 0.9, a continuation of context ≈ 0.9, a guessed song
 *   title 0.88), lowered below 0.85 as soon as any of its words went unexplained; a clause nothing
 *   understood drags the whole utterance to 0.4 at most.
 * - No calls: clear small talk or a pure jailbreak text is a sure "no call" (0.9); a request
 *   to clarify is fairly sure (0.7); a vehicle request the catalogue cannot do (天窗, 熄火) is
 *   doubtful (0.4, a model may know better); text nothing understood is a guess (0.2).
 */
export function confidenceOf(readings: readonly Reading[], callCount: number): number {
  if (callCount > 0) return Math.min(...readings.map(clauseConfidence))
  const kinds = new Set(readings.map((r) => r.match?.kind ?? 'none'))
  if (kinds.has('none')) return 0.2
  if (kinds.has('unsupported')) return 0.4
  if (kinds.has('clarify')) return 0.7
  return 0.9
}

function clauseConfidence(reading: Reading): number {
  const { match } = reading
  if (!match) return 0.4
  if (match.calls.length === 0) {
    // Small talk is open text: the rest of its words need no understanding.
    if (match.kind === 'chat') return 0.9
    return match.kind === 'clarify' ? 0.6 : 0.4
  }
  const unexplained = reading.leftovers.reduce((sum, left) => sum + left.words.length, 0)
  if (unexplained === 0) return match.score
  return match.score * Math.max(0.3, 0.85 - 0.07 * unexplained)
}
