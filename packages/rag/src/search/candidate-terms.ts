import type { QueryTerm } from '../text/search-text.ts'

const MAX_CANDIDATE_CHUNKS = 1000
// About how many matches one query may rank in the database (~5 µs each on PGlite).
const CANDIDATE_BUDGET = 1500
// An identifier with separators (k-weighting, lowShelf.gain): the full-text parser makes a phrase of
// it, whose position check costs every match, and its parts are query terms of their own.
const COMPOUND = /[-_']|[a-z]\.|\.[a-z]/

/** The full-text query that finds candidates: terms any of which (or all of which) a chunk holds. */
export interface CandidateQuery {
  terms: string[]
  match: 'any' | 'all'
}

/**
 * The terms that find full-text candidates: the rarest first, while together they hold no more than
 * about 1,500 chunks (the planner's statistics say how many; a term they do not list is rarer than any
 * they do). Every match is ranked in the database, and a common term seldom decides the top results
 * alone: it still counts in the BM25 ranking of the candidates the rarer terms find. When even the
 * rarest term is held by over a thousand chunks, a chunk must hold the rarest two together.
 */
export function candidateQuery(
  terms: readonly QueryTerm[],
  chunksHolding: ReadonlyMap<string, number>,
): CandidateQuery {
  const simple = terms.filter((term) => !COMPOUND.test(term.text))
  const usable = simple.length > 0 ? simple : terms
  const byCount = usable
    .map((term) => ({ text: term.text, chunks: chunksHolding.get(term.text) ?? 0 }))
    .sort((a, b) => a.chunks - b.chunks)
  if (byCount[0]!.chunks > MAX_CANDIDATE_CHUNKS) {
    return { terms: byCount.slice(0, 2).map((term) => term.text), match: 'all' }
  }
  let held = 0
  const chosen = byCount.filter((term, rank) => {
    held += term.chunks
    return rank === 0 || held <= CANDIDATE_BUDGET
  })
  return { terms: chosen.map((term) => term.text), match: 'any' }
}
