import connectives from '../data/connectives.json' with { type: 'json' }
import directions from '../data/directions.json' with { type: 'json' }
import fillers from '../data/fillers.json' with { type: 'json' }
import negation from '../data/negation.json' with { type: 'json' }
import quantifiers from '../data/quantifiers.json' with { type: 'json' }
import references from '../data/references.json' with { type: 'json' }
import relations from '../data/relations.json' with { type: 'json' }
import speechActs from '../data/speech-acts.json' with { type: 'json' }
import units from '../data/units.json' with { type: 'json' }
import { ENGLISH_NUMBER_PHRASES } from './numerals.ts'
import type { PhraseIndex } from './phrase-index.ts'
import type { Tag } from './tags.ts'
import type { SocialKind } from './types.ts'

/** Unit ids with their dimension and factor to the dimension's base unit (units.json). */
export const UNITS: ReadonlyMap<string, { dimension: string; factor: number }> = new Map(
  units.units.map((unit) => [unit.id, { dimension: unit.dimension, factor: unit.factor }]),
)

/** The small-talk words by kind (speech-acts.json), for a caller that screens text before reading it. */
export const SOCIAL_WORDS: Readonly<Record<SocialKind, readonly string[]>> = speechActs.social

/** Word lists that each carry one fixed meaning. */
const WORD_LISTS: ReadonlyArray<readonly [readonly string[], Tag]> = [
  [speechActs.question.anywhere, { type: 'question', leading: false }],
  [speechActs.question.leading, { type: 'question', leading: true }],
  [speechActs.request, { type: 'request' }],
  [negation.not, { type: 'not' }],
  [negation.except, { type: 'except' }],
  [negation.exceptEnd, { type: 'exceptEnd' }],
  [negation.keep, { type: 'keep' }],
  [connectives.sequence, { type: 'sequence' }],
  [connectives.again, { type: 'again' }],
  [connectives.contrast, { type: 'contrast' }],
  [connectives.conjunction, { type: 'conjunction' }],
  [connectives.clauseBreak, { type: 'break' }],
  [quantifiers.all, { type: 'all' }],
  [quantifiers.rest, { type: 'rest' }],
  [directions.upWithNumber, { type: 'direction', direction: 'up', needsNumber: true }],
  [directions.downWithNumber, { type: 'direction', direction: 'down', needsNumber: true }],
  [directions.small, { type: 'degree', degree: 'small' }],
  [directions.large, { type: 'degree', degree: 'large' }],
  [directions.absoluteMarker, { type: 'absoluteMarker' }],
  [directions.relativeMarker, { type: 'relativeMarker' }],
  [directions.upperBound, { type: 'bound', bound: 'max' }],
  [directions.lowerBound, { type: 'bound', bound: 'min' }],
  [directions.around, { type: 'bound', bound: 'around' }],
  [directions.range, { type: 'rangeSeparator' }],
  [references.ordinalPrefix, { type: 'ordinalPrefix' }],
  [references.fromEndPrefix, { type: 'fromEndPrefix' }],
  [references.numberPrefix, { type: 'numberPrefix' }],
  [references.classifiers, { type: 'classifier' }],
  [references.pronouns, { type: 'pronoun' }],
  [references.anchors, { type: 'anchor' }],
]

const HAN_QUESTION_WORDS = speechActs.question.anywhere.filter((word) => /\p{Script=Han}/u.test(word))
// 在不在, 好不好: a verb, 不, the verb again is a yes/no question by its form.
const A_NOT_A = /(\p{Script=Han})不\1/u

/** Whether a Chinese phrase holds a question word or is a yes/no question by form. */
function asksByForm(phrase: string): boolean {
  return A_NOT_A.test(phrase) || HAN_QUESTION_WORDS.some((word) => phrase.includes(word))
}

/** Adds the language's own vocabulary (the data/ files) to an index; domain words go in after. */
export function addGenericVocabulary(index: PhraseIndex): void {
  index.addAll(fillers.words, { type: 'filler' })
  index.addAll(relations.words, { type: 'relation' })
  for (const [phrase, value] of ENGLISH_NUMBER_PHRASES) index.add(phrase, { type: 'number', value })
  for (const unit of units.units) {
    const { id, dimension, factor } = unit
    index.addAll(unit.words, { type: 'unit', id, dimension, factor })
    index.addAll(unit.leadingWords ?? [], { type: 'unit', id, dimension, factor, leading: true })
  }

  for (const [words, tag] of WORD_LISTS) index.addAll(words, tag)
  for (const [kind, words] of Object.entries(speechActs.social))
    for (const word of words) {
      index.add(word, { type: 'social', kind: kind as SocialKind })
      // 在吗, 在不在: small talk said as a question still asks, so "那个还在吗" is not a statement.
      if (asksByForm(word)) index.add(word, { type: 'question', leading: false })
    }

  for (const [words, direction] of [
    [directions.up, 'up'],
    [directions.down, 'down'],
  ] as const)
    for (const word of words) {
      index.add(word, { type: 'direction', direction, needsNumber: false })
      // 大一点, a bit higher: the degree said inside the direction word counts too.
      if (directions.small.some((small) => small !== word && word.includes(small)))
        index.add(word, { type: 'degree', degree: 'small' })
    }
  for (const [phrase, value] of Object.entries(directions.factor))
    index.add(phrase, { type: 'factor', value })
  for (const [phrase, position] of Object.entries(references.ordinals))
    index.add(phrase, { type: 'ordinal', position, fromEnd: false })
  for (const [phrase, position] of Object.entries(references.fromEnd))
    index.add(phrase, { type: 'ordinal', position, fromEnd: true })
  for (const comparative of references.comparatives)
    index.addAll(comparative.words, {
      type: 'comparative',
      dimension: comparative.dimension,
      pick: comparative.pick as 'min' | 'max',
    })
}
