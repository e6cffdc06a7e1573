import type { QueryTerm } from '../text/search-text.ts'

const MAX_CANDIDATE_CHUNKS = 1000
const MIN_CANDIDATE_TERMS = 2

/**
 * The terms that find candidates. A term held by more than a thousand chunks would pull all of them in,
 * each ranked in the database, and seldom decides the top results alone: it still counts in the BM25
 * ranking of the candidates the rarer terms find. The rarest two are always kept, so a query of common
 * words still finds something.
 */
export function candidateTerms(
  terms: readonly QueryTerm[],
  chunksHolding: ReadonlyMap<string, number>,
): string[] {
  const byCount = terms
    .map((term) => ({ text: term.text, chunks: chunksHolding.get(term.text) ?? 0 }))
    .sort((a, b) => a.chunks - b.chunks)
  return byCount
    .filter((term, rank) => rank < MIN_CANDIDATE_TERMS || term.chunks <= MAX_CANDIDATE_CHUNKS)
    .map((term) => term.text)
}
