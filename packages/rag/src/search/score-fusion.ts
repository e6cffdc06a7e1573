import type { FoundChunk } from '@mindwire/store'
import type { QueryTerm } from '../text/search-text.ts'
import { rankByTerms, textScore } from './text-rank.ts'

/** How much the text score counts in a hybrid score; the vector score gets the rest. */
export const DEFAULT_TEXT_WEIGHT = 0.5

/**
 * Hybrid ranking by score: every candidate either retriever found is judged by both signals — its cosine
 * similarity to the query embedding and its BM25 score against the query terms (squashed to 0–1 as in
 * text mode) — and ranked by their weighted mean. A passage the text index ranks 40th but whose vector is
 * close can still come first, which rank fusion cannot see. Both scores are 0–1 and mean the same in
 * every query, so the hybrid score does too, and minScore keeps its meaning.
 */
export function fuseScores<T extends FoundChunk>(
  candidates: readonly T[],
  terms: readonly QueryTerm[],
  textWeight = DEFAULT_TEXT_WEIGHT,
): Array<{ item: T; score: number }> {
  const unique = [...new Map(candidates.map((chunk) => [chunk.id, chunk])).values()]
  // BM25 over the whole candidate set: its average length and the vector-only finds count too.
  const bm25 = new Map(rankByTerms(unique, terms).map(({ item, score }) => [item.id, score]))
  return unique
    .map((item) => {
      const cosine = Math.max(0, item.similarity ?? 0)
      const score = textWeight * textScore(bm25.get(item.id) ?? 0) + (1 - textWeight) * cosine
      return { item, score }
    })
    .sort((a, b) => b.score - a.score)
}
