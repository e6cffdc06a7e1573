import type { Patch, Role, Unit, Verb } from './lexicon.ts'

export type { Unit } from './lexicon.ts'

/** One meaningful piece of a command, in the order it was said, with where it was found. */
export type Token = TokenKind & { at: number; end: number; text: string }

/** The meaning of a token. */
export type TokenKind =
  | {
      kind: 'module'
      /** Candidate catalogue types, most likely first. */
      types: readonly string[]
      /** The existing module this word names exactly (its id or its name on the canvas), if any. */
      nodeId?: string
      /** A word like "output" that may name a port of the module just mentioned rather than a speaker. */
      generic?: boolean
      /** A word for a kind of module (effects): every one with an "all" word, else the only one present. */
      category?: boolean
      /** Said with "the", "my", 这个: the module already there, not one more. */
      definite?: boolean
    }
  /** `opens`: an on/off word read where a clause opens (开混响). */
  | { kind: 'verb'; verb: Verb; opens?: boolean }
  /** `either`: the names are equals and the value must fit exactly one of them (cutoff). */
  | { kind: 'param'; names: readonly string[]; either?: boolean }
  /** A sound asked for by name (warm bass, 明亮的主音); `param` when the word can also name a parameter. */
  | { kind: 'timbre'; patch: Patch; param?: readonly string[]; describes?: boolean }
  /** Something the catalogue does not have (a compressor, an envelope). */
  | { kind: 'unsupported'; coveredBy?: readonly string[] }
  | { kind: 'number'; value: number; unit?: Unit; measure?: boolean }
  | { kind: 'value'; value: string; parameter: string }
  | { kind: 'port'; name: string }
  | { kind: 'role'; role: Role }
  /** 第二个, the second: which module of a type, counted in canvas order; -1 is the last. */
  | { kind: 'ordinal'; index: number }
  | { kind: 'break' }
  /** A word that says a change against the current value: a direction, a factor, a small step, or a
   * direction with its parameter (louder). */
  | {
      kind: 'relative'
      direction?: 1 | -1
      factor?: number
      small?: boolean
      parameters?: readonly string[]
      /** Said as a complaint (too loud, 太吵): an excess to take back, of no module unless one is named. */
      complaint?: boolean
    }
