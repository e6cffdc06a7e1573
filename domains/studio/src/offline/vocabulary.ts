import { readFileSync } from 'node:fs'
import { z } from 'zod'

/** A list of words found in text: English words whole (case-insensitive), Chinese words anywhere. */
export interface WordList {
  /** Whether any word of the list occurs. */
  test(text: string): boolean
  /** Every occurrence, longest word first at a position, in text order. */
  find(text: string): Array<{ word: string; at: number; end: number }>
}

const escapeRegExp = (word: string) => word.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')

/** Compiles a word list once; the words come from the vocabulary file. */
export function wordList(words: readonly string[]): WordList {
  const sorted = [...words].sort((a, b) => b.length - a.length)
  const source = sorted
    .map((word) => {
      const body = escapeRegExp(word.toLowerCase()).replace(/ /g, '\\s*')
      const start = /^[a-z0-9]/.test(word) ? '(?<![a-z0-9])' : ''
      const end = /[a-z0-9]$/.test(word) ? '(?![a-z0-9])' : ''
      return `${start}${body}${end}`
    })
    .join('|')
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
  }),
  stateTopics: z.object({ count: words, chain: words }),
  negation: words,
  sequence: words,
  codeArtefacts: words,
  all: words,
  switches: z.object({ source: z.string(), off: words, on: words }),
  enumValues: z.record(z.string(), z.record(z.string(), words)),
})

const FILE = new URL('./vocabulary/studio-words.json', import.meta.url)

function load() {
  const parsed = fileSchema.safeParse(JSON.parse(readFileSync(FILE, 'utf8')))
  if (!parsed.success) throw new Error(`${FILE.pathname}: ${parsed.error.message}`)
  const data = parsed.data
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
    countTopic: wordList(data.stateTopics.count),
    chainTopic: wordList(data.stateTopics.chain),
    negation: wordList(data.negation),
    sequence: wordList(data.sequence),
    codeArtefacts: wordList(data.codeArtefacts),
    all: wordList(data.all),
    off: wordList(data.switches.off),
    on: wordList(data.switches.on),
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
