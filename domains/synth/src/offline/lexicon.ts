import { z } from 'zod'
import { RECIPES } from './recipes.ts'
import building from './vocabulary/building.json' with { type: 'json' }
import keeping from './vocabulary/deletion-keeps.json' with { type: 'json' }
import intervals from './vocabulary/intervals.json' with { type: 'json' }
import modules from './vocabulary/modules.json' with { type: 'json' }
import parameters from './vocabulary/parameters.json' with { type: 'json' }
import speechActs from './vocabulary/questions-and-negations.json' with { type: 'json' }
import structure from './vocabulary/structure.json' with { type: 'json' }
import units from './vocabulary/units.json' with { type: 'json' }
import unsupported from './vocabulary/unsupported.json' with { type: 'json' }
import values from './vocabulary/values.json' with { type: 'json' }
import verbs from './vocabulary/verbs.json' with { type: 'json' }

/**
 * The synth's vocabulary, read from the data files in `vocabulary/` (one file per kind of word, each with its
 * source). This module only checks their shape and turns each `{meaning, words}` row into `[word, meaning]`
 * pairs in the order written: the scanner matches the longest word, and on equal length the row listed first.
 */

const VERBS = [
  'add',
  'delete',
  'connect',
  'disconnect',
  'set',
  'enable',
  'disable',
  'inspect',
  'ask',
  'modulate',
  'undo',
  'redo',
  'replace',
] as const

/** What a word in a canvas command means; the scanner turns matches into tokens. */
export type Verb = (typeof VERBS)[number]

const ROLES = [
  'them',
  'it',
  'all',
  'subject',
  'to',
  'modules',
  'canvas',
  'link',
  'allLinks',
  'break',
  'greeting',
  'between',
  'after',
  'before',
  'swap',
  'up',
  'down',
  'not',
  'keep',
  'allBut',
  'rest',
  'bridge',
  'bound',
] as const

/** Small words with a grammatical role. */
export type Role = (typeof ROLES)[number]

/** A sound people ask for by name, answered from the knowledge base's patch page (patch-<name>.md). */
export type Patch = string

const UNITS = ['Hz', 'kHz', 'dB', 'ms', 's', '%', 'cents', 'semitones', 'bpm'] as const

/** A unit written after a number. */
export type Unit = (typeof UNITS)[number]

const words = z.array(z.string().min(1)).min(1)

function rows<T>(meaning: z.ZodType<T>, file: string, data: unknown): Array<readonly [string, T]> {
  const parsed = z.array(z.object({ meaning, words })).safeParse(data)
  if (!parsed.success) throw new Error(`synth vocabulary ${file}: ${parsed.error.message}`)
  return parsed.data.flatMap((row) => row.words.map((word) => [word, row.meaning as T] as const))
}

function renamed<K extends string>(key: K, data: ReadonlyArray<Record<string, unknown>>) {
  return data.map(({ [key]: meaning, ...rest }) => ({ ...rest, meaning }))
}

const typeList = z.array(z.string().min(1)).min(1)

/**
 * Module words → catalogue types, most likely first. A word naming a family (振荡器) lists the related
 * types: a new module takes the first, a reference to an existing one takes the first type on the canvas.
 */
export const MODULE_WORDS = rows(typeList, 'modules.json', renamed('types', modules.rows))

/** Words for a kind of module (effects, 效果器) → the types of that kind. */
export const CATEGORY_WORDS = rows(typeList, 'modules.json', renamed('types', modules.categories))

/** Module words that may name a port of the module just mentioned ("the oscillator output"). */
export const GENERIC_MODULE_WORDS: ReadonlySet<string> = new Set(modules.generic)

/** Verb words; longer words win, so 断开连接 is a disconnect and never a connect. */
export const VERB_WORDS = rows(z.enum(VERBS), 'verbs.json', [
  ...renamed('verb', verbs.rows),
  { meaning: 'add', words: building.buildVerbs },
])

/**
 * Switch words that mean on/off only where they close a clause ("the delay on", 混响关); elsewhere "on" is a
 * preposition (an LFO on the cutoff) and 开/关 are parts of other words.
 */
/** Words that name the new module before the old one (use X instead of Y, 用X代替Y): a replacement reversed. */
export const REPLACE_IN_PLACE_OF_WORDS: readonly string[] = words.parse(verbs.replaceInPlaceOf.words)

export const CLAUSE_END_VERB_WORDS = rows(z.enum(VERBS), 'verbs.json', renamed('verb', verbs.clauseEnd.rows))

/** Words after which a clause-end switch word still closes its clause (the delay on and …, 延迟开吧). */
export const CLAUSE_CLOSERS: readonly string[] = words.parse(verbs.clauseEnd.closers)

/** Keep words that, said with on/off (leave everything on), keep the state as it is instead of switching. */
/** Clause-closing words that take a module out of the chain (take the delay out): a delete that joins the gap. */
export const CLOSING_OUT_WORDS: readonly string[] = words.parse(keeping.closingOut.words)

export const AS_IS_WORDS: ReadonlySet<string> = new Set(words.parse(keeping.asIs))

/** Switch words read only where they open a clause with a module after them (开混响, 先关延迟). */
export const CLAUSE_START_VERB_WORDS = rows(
  z.enum(VERBS),
  'verbs.json',
  renamed('verb', verbs.clauseStart.rows),
)

/** Words after which a clause opens for CLAUSE_START_VERB_WORDS (然后, 先, 请). */
export const CLAUSE_OPENERS: readonly string[] = words.parse(verbs.clauseStart.openers)

/** Musical intervals as the size of a pitch shift (up a fifth is 7 semitones); read where they close a clause. */
export const INTERVAL_WORDS = rows(
  z.number().int().positive(),
  'intervals.json',
  renamed('semitones', intervals.rows),
)

/** Parameter words → parameter names, most likely first; the module decides which of them exists. */
export const PARAMETER_WORDS = rows(
  typeList,
  'parameters.json',
  renamed(
    'names',
    parameters.rows.filter((row) => !('either' in row)),
  ),
)

/**
 * Parameter words whose candidates are equals, not a preference: the value must fit exactly one of the
 * module's parameters (the EQ's cutoff is one of its two crossovers), else the engine asks.
 */
export const EITHER_PARAMETER_WORDS = rows(
  typeList,
  'parameters.json',
  renamed(
    'names',
    parameters.rows.filter((row) => 'either' in row),
  ),
)

/** Words that are a list value, with the parameter they imply when none is named (改成方波). */
export const VALUE_WORDS = rows(
  z.object({ parameter: z.string(), value: z.string() }),
  'values.json',
  values.rows.map(({ parameter, value, words }) => ({ meaning: { parameter, value }, words })),
).map(([word, meaning]) => [word, meaning.value, meaning.parameter] as const)

/** Port words that name an input when connecting (连到扬声器左声道, LFO 连到振荡器的频率). */
export const PORT_WORDS = rows(z.string(), 'structure.json', renamed('port', structure.ports))

/** Ordinal words: which of several modules of one type (the second oscillator, 最后一个振荡器); -1 is last. */
export const ORDINAL_WORDS = rows(z.number().int(), 'structure.json', renamed('index', structure.ordinals))

/** Words that say a module is the one already there (the oscillator, 这个混响). */
export const DEFINITE_WORDS: readonly string[] = words.parse(structure.definite)

/** Words read and dropped, so that their parts are not read (一下 is no number). */
export const SILENT_WORDS: readonly string[] = [...structure.silent, ...building.framing]

/** Small words with a grammatical role; a deletion's exceptions and its chain come from deletion-keeps.json. */
export const ROLE_WORDS = rows(z.enum(ROLES), 'structure.json', [
  ...renamed('role', structure.roles),
  { meaning: 'to', words: building.feeds },
  { meaning: 'not', words: speechActs.negations },
  { meaning: 'keep', words: keeping.keep },
  { meaning: 'allBut', words: keeping.allBut },
  { meaning: 'rest', words: keeping.rest },
  { meaning: 'bridge', words: keeping.bridge },
])

/** Sound names → the recipe they ask for (recipes.json); on equal length the recipe listed first. */
export const TIMBRE_WORDS: ReadonlyArray<readonly [string, Patch]> = RECIPES.flatMap((recipe) =>
  words.parse(recipe.names).map((word) => [word, recipe.patch] as const),
)

/** Words that describe a sound (ambient, 梦幻) → the recipe they point to, weaker evidence than a name. */
export const TIMBRE_DESCRIBING_WORDS: ReadonlyArray<readonly [string, Patch]> = RECIPES.flatMap((recipe) =>
  recipe.describes.map((word) => [word, recipe.patch] as const),
)

/** For a name like "bass", the parameter it also names when a value is said with it. */
export const PATCHES: ReadonlyMap<Patch, { param?: readonly string[] }> = new Map(
  RECIPES.map((recipe) => [recipe.patch, recipe.param ? { param: recipe.param } : {}] as const),
)

/**
 * What people ask for that the catalogue does not have; naming one makes the engine explain and ask
 * instead of acting on the rest of the sentence (a compressor is not an oscillator).
 */
export const UNSUPPORTED_WORDS: readonly string[] = words.parse(unsupported.words)

/**
 * Words for a part that some modules have built in (an envelope: attack … release): with one of those
 * parameters named they are understood as that setting; alone they are asked like any missing module.
 */
export const COVERED_WORDS = rows(
  typeList,
  'unsupported.json',
  unsupported.covered.map(({ parameters, words }) => ({ meaning: parameters, words })),
)

/** Unit words after a number, longest first so that "ms" is never read as "m" + "s". */
export const UNIT_WORDS = rows(z.enum(UNITS), 'units.json', renamed('unit', units.rows)).sort(
  (a, b) => b[0].length - a[0].length,
)

/** Notes said by a name of their own (middle C, 中央C) → the note's name (C4). */
export const NAMED_NOTES = rows(
  z.string().regex(/^[A-G][#b]?\d$/),
  'units.json',
  renamed('note', units.notes.named),
)

/** Words for a minus sign before digits (minus 20, 负20), longest first. */
export const SIGN_WORDS: readonly string[] = words.parse(units.signWords).sort((a, b) => b.length - a.length)

/** Amounts said in words with their unit (half a second, 半秒) → the number and the unit. */
export const SPOKEN_AMOUNTS = rows(
  z.object({ value: z.number(), unit: z.enum(UNITS) }),
  'units.json',
  renamed('amount', units.spokenAmounts.rows),
)

/** Note lengths said as a time (an eighth note, 1/8, 八分音符) → how many beats they last. */
export const NOTE_LENGTH_WORDS = rows(
  z.number().positive(),
  'units.json',
  renamed('beats', units.noteLengths.rows),
)

/** Words that count modules after a number (一个, 两台). */
export const MEASURE_WORDS: readonly string[] = words.parse(units.measureWords)
