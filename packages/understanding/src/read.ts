import { coverageOf } from './coverage.ts'
import { indexFor } from './lexicon-index.ts'
import { normalize } from './normalize.ts'
import { readClause } from './read-clause.ts'
import { speechActOf } from './speech-act.ts'
import { splitClauses } from './split-clauses.ts'
import { joinSplitVerbs } from './split-verbs.ts'
import { tokenize } from './tokenize.ts'
import type { DomainLexicon, ReadContext, Reading } from './types.ts'

/**
 * Reads a Chinese or English request against a domain's vocabulary and the dialogue state: what it
 * does (speech act), its steps in order, and what it did not account for. Offsets refer to `reading.text`,
 * the folded request, which keeps the length and positions of the text as written.
 */
export function read(text: string, lexicon: DomainLexicon, context: ReadContext = {}): Reading {
  const normalized = normalize(text)
  const tokens = tokenize(normalized, indexFor(lexicon))
  joinSplitVerbs(tokens, lexicon.splitActions)
  const clauses = splitClauses(tokens).map((part) => readClause(normalized, part, context))
  const { act, social } = speechActOf(clauses, tokens)
  const { coverage, unknown } = coverageOf(normalized, tokens)
  const references = clauses.flatMap((clause) => clause.references)
  // A pointer that found nothing, or more than one thing, is a reason to ask.
  const unresolved = references.filter((reference) => reference.resolved.length !== 1).length
  const confidence = coverage * 0.5 ** unresolved
  const reading: Reading = { text: normalized, act, clauses, unknown, coverage, confidence }
  if (social) reading.social = social
  return reading
}
