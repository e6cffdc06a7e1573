export { notUnderstood, unexplained } from './gate.ts'
export { SOCIAL_WORDS } from './generic-vocabulary.ts'
export { EXCEPTION_WORDS, REST_WORDS } from './markers.ts'
export { normalize } from './normalize.ts'
export {
  CHINESE_NUMERAL,
  ENGLISH_NUMBER_PHRASES,
  englishNumber,
  numberAt,
  parseChineseNumber,
} from './numerals.ts'
export { read } from './read.ts'
export type {
  Amount,
  Bound,
  Candidate,
  Catalogue,
  CatalogueEntry,
  Clause,
  ComparativeTerm,
  Connective,
  Degree,
  Direction,
  DomainLexicon,
  Mention,
  MentionKind,
  ParameterTerm,
  Quantifier,
  Quantity,
  ReadContext,
  Reading,
  Reference,
  ReferenceKind,
  SocialKind,
  SpeechAct,
  SplitAction,
  Term,
} from './types.ts'
