import type { Candidate, DomainLexicon } from '../types.ts'
import lexiconData from './lexicon.json' with { type: 'json' }

/** The tests' own small domain vocabulary (see lexicon.json's source). */
export const lexicon: DomainLexicon = lexiconData as DomainLexicon

/** Three things "just shown", each with a price and a frequency to point at. */
export const shown: Candidate[] = [
  { id: 'first', values: { money: 42, frequency: 880 } },
  { id: 'second', values: { money: 15, frequency: 110 } },
  { id: 'third', values: { money: 27, frequency: 440 } },
]
