import { chineseIdf, LATIN_IDF, NUMBER_IDF } from './idf.ts'
import type { Term } from './terms.ts'

/** How much a term says about a passage: its inverse document frequency, from jieba's table for Chinese. */
export function termIdf(term: Term): number {
  if (term.kind === 'han') return chineseIdf(term.text)
  return term.kind === 'number' ? NUMBER_IDF : LATIN_IDF
}
