import type { DomainLexicon, Term } from '@mindwire/understanding'
import { MODULE_WORDS, PARAMETER_WORDS, UNSUPPORTED_WORDS, VALUE_WORDS, VERB_WORDS } from './lexicon.ts'

/**
 * The synth's vocabulary in the shape the shared understanding layer reads: its verbs as actions, module
 * words as objects, parameter and value words, and what the catalogue lacks as out of scope. The same
 * lists the scanner uses, so the two readings never disagree on what a word is.
 */
export const SYNTH_LEXICON: DomainLexicon = {
  name: 'synth',
  source: 'domains/synth/src/offline/lexicon.ts and vocabulary/*.json (our own word lists, zh and en)',
  // "ask" words are question words, which the layer reads itself; "inspect" (show, 查看) only reads.
  actions: grouped(VERB_WORDS.filter(([, verb]) => verb !== 'ask' && verb !== 'inspect')),
  objects: grouped(MODULE_WORDS.map(([word, types]) => [word, types[0]!] as const)),
  parameters: grouped(PARAMETER_WORDS.map(([word, names]) => [word, names[0]!] as const)),
  values: grouped(VALUE_WORDS.map(([word, value]) => [word, value] as const)),
  outOfScope: [{ id: 'missing-module', words: UNSUPPORTED_WORDS.filter((word) => !word.startsWith('/')) }],
}

function grouped(pairs: ReadonlyArray<readonly [string, string]>): Term[] {
  const byId = new Map<string, string[]>()
  for (const [word, id] of pairs) byId.set(id, [...(byId.get(id) ?? []), word])
  return [...byId].map(([id, words]) => ({ id, words }))
}
