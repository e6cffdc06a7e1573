import { addGenericVocabulary } from './generic-vocabulary.ts'
import { PhraseIndex } from './phrase-index.ts'
import type { DomainLexicon, MentionKind, Term } from './types.ts'

const compiled = new WeakMap<DomainLexicon, PhraseIndex>()

/** The phrase index for a lexicon: generic words plus the domain's, built once per lexicon object. */
export function indexFor(lexicon: DomainLexicon): PhraseIndex {
  const known = compiled.get(lexicon)
  if (known) return known
  const index = new PhraseIndex()
  addGenericVocabulary(index)
  addTerms(index, 'action', lexicon.actions)
  addTerms(index, 'object', lexicon.objects)
  addTerms(index, 'value', lexicon.values)
  addTerms(index, 'outOfScope', lexicon.outOfScope)
  addTerms(index, 'state', lexicon.stateSubjects)
  index.addAll(lexicon.questions ?? [], { type: 'question', leading: false })
  for (const parameter of lexicon.parameters ?? []) {
    index.addAll(parameter.words, { type: 'mention', kind: 'parameter', id: parameter.id })
    for (const word of parameter.up ?? [])
      index.add(word, { type: 'mention', kind: 'parameter', id: parameter.id, direction: 'up' })
    for (const word of parameter.down ?? [])
      index.add(word, { type: 'mention', kind: 'parameter', id: parameter.id, direction: 'down' })
  }
  for (const catalogue of lexicon.catalogues ?? [])
    for (const entry of catalogue.entries)
      index.addAll(entry.names, { type: 'mention', kind: 'entity', id: entry.id, catalogue: catalogue.id })
  for (const { words, dimension, pick } of lexicon.comparatives ?? [])
    index.addAll(words, { type: 'comparative', dimension, pick })
  index.addAll(lexicon.fillers ?? [], { type: 'filler' })
  // A split action's verbs and particles must be tokens for the reader to join them.
  for (const split of lexicon.splitActions ?? [])
    for (const word of [...split.verbs, ...split.particles])
      if (!index.has(word)) index.add(word, { type: 'filler' })
  index.addAll(lexicon.relations ?? [], { type: 'relation' })
  compiled.set(lexicon, index)
  return index
}

function addTerms(index: PhraseIndex, kind: MentionKind, terms: readonly Term[] | undefined): void {
  for (const term of terms ?? [])
    for (const word of term.words) {
      index.add(word, { type: 'mention', kind, id: term.id })
      // Things are named in the plural too (remove the oscillators); verbs and values are not.
      if (kind === 'object' && ENGLISH_NOUN.test(word))
        index.add(plural(word), { type: 'mention', kind, id: term.id })
    }
}

const ENGLISH_NOUN = /^[a-z][a-z ]*[a-z]$/i

function plural(word: string): string {
  if (/(?:s|x|z|ch|sh)$/i.test(word)) return `${word}es`
  if (/[^aeiou]y$/i.test(word)) return `${word.slice(0, -1)}ies`
  return `${word}s`
}
