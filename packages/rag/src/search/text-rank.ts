import type { QueryTerm } from '../text/search-text.ts'

/** BM25's usual constants: term-frequency saturation and length normalisation. */
const K1 = 1.2
const B = 0.75

/**
 * Ranks full-text candidates by BM25 with the query terms' static IDF (jieba's table for Chinese). The
 * database finds the candidates (any query word, GIN index) but its ts_rank knows no IDF: a passage full
 * of 参数 would beat one naming the rare word the question is about.
 */
export function rankByTerms<T extends { searchText: string }>(
  candidates: readonly T[],
  terms: readonly QueryTerm[],
): Array<{ item: T; score: number }> {
  if (candidates.length === 0 || terms.length === 0) return []
  const documents = candidates.map((item) => {
    const counts = new Map<string, number>()
    const words = item.searchText.split(' ')
    for (const word of words) counts.set(word, (counts.get(word) ?? 0) + 1)
    return { item, counts, length: words.length }
  })
  const averageLength = documents.reduce((sum, d) => sum + d.length, 0) / documents.length
  return documents
    .map(({ item, counts, length }) => {
      let score = 0
      for (const term of terms) {
        const tf = counts.get(term.text) ?? 0
        if (tf === 0) continue
        score += (term.idf * tf * (K1 + 1)) / (tf + K1 * (1 - B + (B * length) / averageLength))
      }
      return { item, score }
    })
    .filter((ranked) => ranked.score > 0)
    .sort((a, b) => b.score - a.score)
}

/** A BM25 score squashed into 0–1. */
export function textScore(bm25: number): number {
  return bm25 / (bm25 + 10)
}
