/** A word list for one meaning: Chinese and English phrases mixed, matched case-insensitively. */
export interface Term {
  /** What the domain calls this meaning (an action name, a category, a parameter id). */
  id: string
  words: readonly string[]
}

/** A parameter a domain can change: its unit dimension, range and the words that move it up or down. */
export interface ParameterTerm extends Term {
  /** Dimension of its values (frequency, level, money, ...), matched against units.json. */
  dimension?: string
  range?: readonly [number, number]
  /** Words that name the parameter and its direction at once (louder = volume up). */
  up?: readonly string[]
  down?: readonly string[]
}

/** One entity of a catalogue: its id and every name people use for it. */
export interface CatalogueEntry {
  id: string
  names: readonly string[]
}

export interface Catalogue {
  id: string
  entries: readonly CatalogueEntry[]
}

/**
 * An action said as a verb and a particle around its object (take … out, 拿…出来): `verbs` alone mean
 * something else (take = add), so the split meaning holds only when a particle follows in the same step.
 */
export interface SplitAction {
  id: string
  verbs: readonly string[]
  particles: readonly string[]
}

/** Words that pick the extreme candidate on one dimension (the cheaper one, the best rated one). */
export interface ComparativeTerm {
  words: readonly string[]
  dimension: string
  pick: 'min' | 'max'
}

/**
 * Everything a domain tells the reader about its language, as data. Each list is optional; a domain
 * supplies what it has. `source` says where the vocabulary came from.
 */
export interface DomainLexicon {
  name: string
  source: string
  actions?: readonly Term[]
  splitActions?: readonly SplitAction[]
  objects?: readonly Term[]
  parameters?: readonly ParameterTerm[]
  /** Value words (sort orders, status names, colours): each id is the value. */
  values?: readonly Term[]
  /** Requests the domain recognises but cannot carry out (refunds in a shop, code in a studio). */
  outOfScope?: readonly Term[]
  /**
   * The catalogue of state a question can ask about (what was shown, the cart, past orders), each id the
   * state's name: a question that names one is answered from that state, never acted on or searched.
   */
  stateSubjects?: readonly Term[]
  /**
   * Domain phrases that ask by themselves, with no question word of their own left over (多少钱 swallows
   * 多少, 花了多少): a clause holding one is a question.
   */
  questions?: readonly string[]
  /** Extra comparatives over the candidates' dimensions (price ones are generic). */
  comparatives?: readonly ComparativeTerm[]
  /** Extra words that carry no meaning in this domain. */
  fillers?: readonly string[]
  /** Words the domain's own code reads as structure (feeds into, 后面, the port names): known, so covered. */
  relations?: readonly string[]
  catalogues?: readonly Catalogue[]
}

/** Something the user may point back at: a product shown, an order, a module. */
export interface Candidate {
  id: string
  label?: string
  /** Numeric attributes by dimension (money, frequency, time) for "the cheaper one", "the one at 220 Hz". */
  values?: Readonly<Record<string, number>>
}

/** Dialogue state the caller passes: the list just shown and what "it" means now. */
export interface ReadContext {
  candidates?: readonly Candidate[]
  /** The candidate "it" / "that one" means when no list position is named. */
  focus?: string
}

export type MentionKind = 'action' | 'object' | 'parameter' | 'value' | 'outOfScope' | 'entity' | 'state'

/** A domain word found in the text. */
export interface Mention {
  kind: MentionKind
  id: string
  /** The catalogue, for entities. */
  catalogue?: string
  /** Direction carried by the word itself (louder). */
  direction?: Direction
  text: string
  start: number
  end: number
}

export type Direction = 'up' | 'down'

export type Degree = 'small' | 'large'

/** A value with its unit: `value` as said, `base` converted to the dimension's base unit. */
export interface Quantity {
  value: number
  unit?: string
  dimension?: string
  base: number
}

export type Bound = 'max' | 'min' | 'around'

export type Amount =
  | ({ kind: 'absolute'; bound?: Bound; text: string; start: number; end: number } & Quantity)
  | {
      kind: 'range'
      low: Quantity
      high: Quantity
      text: string
      start: number
      end: number
    }
  | {
      kind: 'relative'
      direction: Direction
      /** The change as said (by 6 dB); absent for a bare "a bit more". */
      by?: Quantity
      /** Multiply by this (double = 2, half = 0.5). */
      factor?: number
      degree?: Degree
      text: string
      start: number
      end: number
    }

export type ReferenceKind = 'ordinal' | 'pronoun' | 'comparative' | 'attribute'

/** A pointer back at dialogue state, with the candidates it resolved to. */
export interface Reference {
  kind: ReferenceKind
  /** 1-based position; counted from the end when `fromEnd`. */
  position?: number
  fromEnd?: boolean
  dimension?: string
  pick?: 'min' | 'max'
  /** The attribute value pointed at (220 for "the one at 220 Hz"), in the dimension's base unit. */
  value?: number
  /** Candidate ids it points at: one when resolved, several when ambiguous, none when unresolved. */
  resolved: string[]
  text: string
  start: number
  end: number
}

export type Quantifier = 'all' | 'rest' | 'single'

export type Connective = 'sequence' | 'contrast' | 'conjunction' | 'again'

/** One step of a request, in the order said. */
export interface Clause {
  text: string
  start: number
  end: number
  /** How this clause joins the one before it; absent for the first. */
  connective?: Connective
  /** Said with "again / 再 / another". */
  again: boolean
  negated: boolean
  /** Mentions after "except / 除了": the action must leave these alone. */
  except: Mention[]
  /** Said with "keep / 保留": this clause protects rather than acts. */
  keep: boolean
  quantifier: Quantifier
  mentions: Mention[]
  amounts: Amount[]
  references: Reference[]
  /** A count said with a classifier (两瓶, three packs): how many. */
  count?: number
  question: boolean
  /**
   * The state this clause asks about (a `stateSubjects` id), when it is a question naming one: answered
   * from that state whatever verbs it holds ("how many did you show me" is no request to show).
   */
  asks?: string
  /** Small talk said in this clause (谢谢, ok), so a caller can skip a clause that is only that. */
  social?: SocialKind
}

export type SpeechAct = 'command' | 'question' | 'social' | 'out_of_scope'

export type SocialKind = 'greeting' | 'thanks' | 'done' | 'chitchat' | 'yes' | 'no'

/** A structured reading of one request. */
export interface Reading {
  text: string
  act: SpeechAct
  social?: SocialKind
  clauses: Clause[]
  /** Words not accounted for by any vocabulary: a reading with these should ask, not act. */
  unknown: string[]
  /** Share of meaningful characters the reading accounts for, 0–1. */
  coverage: number
  /** Calibrated by the caller; here the coverage adjusted for unresolved references. */
  confidence: number
}
