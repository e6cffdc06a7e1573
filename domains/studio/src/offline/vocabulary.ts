import { readFileSync } from 'node:fs'
import { z } from 'zod'
import { catalogueKinds } from './catalogue-kinds.ts'

/** A list of words found in text: English words whole (case-insensitive), Chinese words anywhere. */
export interface WordList {
  /** Whether any word of the list occurs. */
  test(text: string): boolean
  /** Every occurrence, longest word first at a position, in text order. */
  find(text: string): Array<{ word: string; at: number; end: number }>
}

const escapeRegExp = (word: string) => word.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')

function wordSource(word: string): string {
  const prefix = word.endsWith('*')
  const bare = prefix ? word.slice(0, -1) : word
  const body = escapeRegExp(bare.toLowerCase()).replace(/ /g, '\\s*')
  const start = /^[a-z0-9]/.test(bare) ? '(?<![a-z0-9])' : ''
  const end = !prefix && /[a-z0-9]$/.test(bare) ? '(?![a-z0-9])' : ''
  return `${start}${body}${end}`
}

/**
 * Compiles a word list once; the words come from the vocabulary files. A trailing `*` matches any ending
 * of an English word; `A…B` matches A and, later in the text, B.
 */
export function wordList(words: readonly string[]): WordList {
  const sorted = [...words].sort((a, b) => b.length - a.length)
  const source = sorted.map((word) => word.split('…').map(wordSource).join('.*?')).join('|')
  // Two compiled copies: `test` keeps no state between calls, `find`'s matchAll copies from a fresh one.
  const once = new RegExp(source || '(?!)')
  const all = new RegExp(source || '(?!)', 'g')
  return {
    test: (text) => once.test(text.toLowerCase()),
    find: (text) =>
      [...text.toLowerCase().matchAll(all)].map((match) => ({
        word: match[0],
        at: match.index,
        end: match.index + match[0].length,
      })),
  }
}

const words = z.array(z.string().min(1))
const fileSchema = z.object({
  source: z.string(),
  roles: z.array(z.object({ words, type: z.string(), subtype: z.string().optional() })),
  params: z.array(z.object({ words, keys: z.array(z.string()) })),
  primaryParam: z.record(z.string(), z.string()),
  units: z.array(z.object({ words, unit: z.string(), factor: z.number().optional() })),
  perOctaveBefore: words,
  unitOfParam: z.record(z.string(), z.string()),
  dbPerOctavePerOrder: z.object({ value: z.number(), source: z.string() }),
  down: words,
  up: words,
  target: words,
  notDirection: words,
  question: z.object({
    wh: words,
    yesNoStart: words,
    endings: words,
    hypothetical: words,
    polite: words,
    // "can the release be 150 ms?": a value asked for as a question is a request (polite only with a value).
    politeWithValue: words,
    imperativeStart: words,
  }),
  stateTopics: z.object({
    count: words,
    chain: words,
    show: words,
    next: words,
    previous: words,
    first: words,
    last: words,
  }),
  negation: words,
  holdAt: words,
  sequence: words,
  codeArtefacts: words,
  all: words,
  downAfter: words,
  upAfter: words,
  upBefore: words,
  downBefore: words,
  from: words,
  scales: z.object({ source: z.string(), factors: z.record(z.string(), z.number()) }),
  vague: words,
  andAHalf: words,
  paramScopes: z.object({
    source: z.string(),
    scopes: z.array(z.object({ words, responses: z.array(z.string().min(1)).min(1) })),
  }),
  impliedModules: z.object({
    source: z.string(),
    entries: z.array(z.object({ words, type: z.string().min(1) })),
  }),
  ordinalNumbers: z.record(z.string(), z.number().int().positive()),
  countedNames: words,
  addableKinds: z.object({
    source: z.string(),
    kinds: z.array(
      z.object({ words, type: z.string(), params: z.record(z.string(), z.string()).optional() }),
    ),
  }),
  notKindWords: z.object({ source: z.string(), words }),
  before: words,
  byAmount: words,
  between: words,
  roleModifiers: z.object({
    source: z.string(),
    subtypes: z.array(z.object({ words, subtype: z.string() })),
  }),
  indefinite: words,
  pronouns: words,
  switches: z.object({ source: z.string(), off: words, on: words }),
  enumValues: z.record(z.string(), z.record(z.string(), words)),
  valueWords: z.object({
    source: z.string(),
    values: z.array(z.object({ words, value: z.number(), unit: z.string() })),
  }),
})

/** Reads and validates one vocabulary file; an error names the file. */
function readVocabulary<T>(name: string, schema: z.ZodType<T>): T {
  const file = new URL(`./vocabulary/${name}`, import.meta.url)
  const parsed = schema.safeParse(JSON.parse(readFileSync(file, 'utf8')))
  if (!parsed.success) throw new Error(`${file.pathname}: ${parsed.error.message}`)
  return parsed.data
}

function load() {
  const data = readVocabulary('studio-words.json', fileSchema)
  return {
    roles: data.roles.map((role) => ({ ...role, list: wordList(role.words) })),
    params: data.params.map((param) => ({ keys: param.keys, list: wordList(param.words) })),
    primaryParam: data.primaryParam,
    units: data.units.map((unit) => ({ ...unit, list: wordList(unit.words) })),
    perOctaveBefore: wordList(data.perOctaveBefore),
    unitOfParam: data.unitOfParam,
    dbPerOctavePerOrder: data.dbPerOctavePerOrder.value,
    down: wordList(data.down),
    up: wordList(data.up),
    target: wordList(data.target),
    notDirection: wordList(data.notDirection),
    wh: wordList(data.question.wh),
    yesNoStart: data.question.yesNoStart,
    endings: data.question.endings,
    hypothetical: wordList(data.question.hypothetical),
    polite: wordList(data.question.polite),
    politeWithValue: wordList(data.question.politeWithValue),
    imperativeStart: data.question.imperativeStart,
    countTopic: wordList(data.stateTopics.count),
    chainTopic: wordList(data.stateTopics.chain),
    showTopic: wordList(data.stateTopics.show),
    nextTopic: wordList(data.stateTopics.next),
    previousTopic: wordList(data.stateTopics.previous),
    firstTopic: wordList(data.stateTopics.first),
    lastTopic: wordList(data.stateTopics.last),
    negation: wordList(data.negation),
    holdAt: wordList(data.holdAt),
    sequence: wordList(data.sequence),
    codeArtefacts: wordList(data.codeArtefacts),
    all: wordList(data.all),
    downAfter: wordList(data.downAfter),
    upAfter: wordList(data.upAfter),
    // Only before an amount ("a touch more low shelf, like 1 dB"): alone, "more" names no change to ask about.
    upBefore: wordList([...data.up, ...data.upBefore]),
    downBefore: wordList([...data.down, ...data.downBefore]),
    from: wordList(data.from),
    scales: Object.entries(data.scales.factors).map(([word, factor]) => ({ factor, list: wordList([word]) })),
    vague: wordList(data.vague),
    andAHalf: wordList(data.andAHalf),
    ordinalNumbers: data.ordinalNumbers,
    impliedModules: data.impliedModules.entries.map((entry) => ({ ...entry, list: wordList(entry.words) })),
    paramScopes: data.paramScopes.scopes.map((scope) => ({ ...scope, list: wordList(scope.words) })),
    countedNames: data.countedNames,
    addableKinds: data.addableKinds.kinds.map((kind) => ({ ...kind, list: wordList(kind.words) })),
    notKindWords: new Set(data.notKindWords.words.map((word) => word.toLowerCase())),
    before: wordList(data.before),
    byAmount: wordList(data.byAmount),
    between: wordList(data.between),
    roleModifiers: data.roleModifiers.subtypes.map((entry) => ({
      subtype: entry.subtype,
      list: wordList(entry.words),
    })),
    indefinite: wordList(data.indefinite),
    pronouns: wordList(data.pronouns),
    off: wordList(data.switches.off),
    on: wordList(data.switches.on),
    valueWords: data.valueWords.values.map((entry) => ({ ...entry, list: wordList(entry.words) })),
    enumValues: Object.fromEntries(
      Object.entries(data.enumValues).map(([key, values]) => [
        key,
        Object.entries(values).map(([value, list]) => ({ value, list: wordList(list) })),
      ]),
    ),
  }
}

/** The studio's request vocabulary (vocabulary/studio-words.json), validated and compiled at load. */
export const VOCABULARY = load()

const intentNames = [
  'swapOrder',
  'panelVerbs',
  'generate',
  'tests',
  'run',
  'suiteWords',
  'listOnly',
  'remove',
  'noLongerNeeded',
  'replace',
  'disconnect',
  'connect',
  'move',
  'toFront',
  'toEnd',
  'after',
  'bind',
  'measure',
  'autoTune',
  'add',
  'need',
  'search',
  'buildChain',
  'engineSound',
  'chainWords',
  'openApp',
  'diagnose',
  'diagnoseTopic',
  'diagnoseComplaint',
  'bass',
  'bassLess',
  'bassMore',
  'treble',
  'trebleLess',
  'trebleMore',
  'bassImplied',
  'trebleImplied',
  'library',
  'pinkNoise',
  'exposeParams',
  'tuningUi',
  'plugin',
  'sdk',
  'probePlan',
  'report',
  'thd',
  'responseReport',
  'limit',
  'whyFailed',
  'sequenceAfter',
  'swapPair',
  'swapVerb',
  'skip',
] as const

/** Groups of words that each name one value (a seat, a signal, a suite, an app), in priority order. */
const keyedNames = ['positions', 'signals', 'bindingModes', 'suites', 'apps', 'uiStyles'] as const

const intentSchema = z.object({
  source: z.string(),
  ...Object.fromEntries(intentNames.map((name) => [name, words])),
  ...Object.fromEntries(keyedNames.map((name) => [name, z.record(z.string(), words)])),
}) as unknown as z.ZodType<
  { source: string } & Record<(typeof intentNames)[number], string[]> &
    Record<(typeof keyedNames)[number], Record<string, string[]>>
>

const intentFile = readVocabulary('studio-intents.json', intentSchema)

/** Cue words of what a request asks for (vocabulary/studio-intents.json), compiled at load. */
export const INTENT_WORDS = Object.fromEntries(
  intentNames.map((name) => [name, wordList(intentFile[name])]),
) as Record<(typeof intentNames)[number], WordList>

/** Named values and their words (vocabulary/studio-intents.json), in the file's order. */
export const KEYED_WORDS = Object.fromEntries(
  keyedNames.map((name) => [
    name,
    Object.entries(intentFile[name]).map(([key, list]) => ({ key, list: wordList(list) })),
  ]),
) as Record<(typeof keyedNames)[number], Array<{ key: string; list: WordList }>>

/** The first named value of a group whose words occur in the text. */
export function keyIn(group: (typeof keyedNames)[number], text: string): string | undefined {
  return KEYED_WORDS[group].find((entry) => entry.list.test(text))?.key
}

// The catalogue's own names for the kinds the hand-written list leaves out, checked against every word the
// studio already reads as something else (a seat, a signal, a suite, a measurement, a parameter).
const readElsewhere: WordList[] = [
  ...VOCABULARY.roles.map((role) => role.list),
  ...VOCABULARY.params.map((param) => param.list),
  ...Object.values(INTENT_WORDS),
  ...Object.values(KEYED_WORDS).flatMap((entries) => entries.map((entry) => entry.list)),
]
const fromCatalogue = catalogueKinds(
  VOCABULARY.addableKinds,
  (word) =>
    VOCABULARY.notKindWords.has(word) ||
    readElsewhere.some((list) => list.find(word).some((hit) => hit.at === 0 && hit.end === word.length)),
  (word) => VOCABULARY.notKindWords.has(word),
)
for (const kind of fromCatalogue.kinds) VOCABULARY.addableKinds.push({ ...kind, list: wordList(kind.words) })

/** Catalogue words that name several module kinds ("crossover": 2-way, 3-way), with the types each names. */
export const SHARED_KIND_WORDS = fromCatalogue.shared.map((entry) => ({
  types: entry.words,
  list: wordList([entry.type]),
}))
