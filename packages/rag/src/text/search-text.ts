import { termIdf } from './term-weight.ts'
import { extractTerms } from './terms.ts'

/** A query term with the weight full-text ranking gives it. */
export interface QueryTerm {
  text: string
  idf: number
}

// Chinese words more common than this (怎么 4.4, 可以 3.5, 的 0.9) only add noise to an any-term match.
const MIN_QUERY_IDF = 5
const MAX_QUERY_TERMS = 16

/**
 * The text stored in a chunk's searchText column: its terms separated by spaces, so PostgreSQL's
 * 'simple' parser sees Chinese words as words. Queries go through the same segmentation.
 */
export function searchTextOf(text: string): string {
  return extractTerms(text)
    .map((term) => term.text)
    .join(' ')
}

/** The distinct informative terms of a query, rarest first, at most 16. */
export function queryTermsOf(query: string): QueryTerm[] {
  const seen = new Map<string, number>()
  for (const term of extractTerms(query)) {
    const idf = termIdf(term)
    if (idf >= MIN_QUERY_IDF || term.kind !== 'han') seen.set(term.text, idf)
  }
  return [...seen]
    .map(([text, idf]) => ({ text, idf }))
    .sort((a, b) => b.idf - a.idf)
    .slice(0, MAX_QUERY_TERMS)
}
