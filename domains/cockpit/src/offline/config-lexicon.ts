import type { FunctionLexicon } from '../catalogue/function-file.ts'
import { interpretClause, type Reading } from './interpret-clause.ts'
import { MATCHERS } from './matchers/index.ts'
import { meaningfulWords } from './residual.ts'
import type { ParsedCall, VehicleStateLike } from './types.ts'

/** A catalogue function with the words its file gives (most built-in functions have matchers in code instead). */
export interface WordedFunction {
  name: string
  lexicon?: FunctionLexicon
}

// The engine acts on no request the person negated (别开香氛): such a clause is understood, and runs nothing.
const NEGATED = /别|不要|不用|甭|不许|不准/
// A word read as a value of a device the catalogue's own words name: sure, as a named device and action are.
const SCORE = 0.95
// Functions the matchers in code read; their files' words serve those matchers (catalogue-words.ts).
const BUILT_IN = new Set(MATCHERS.map((matcher) => matcher.name))
const CONNECTOR = '(?:和|跟|与|以及|还有)?'

/** What a configured function's words read in a clause: the call and the words that made it. */
interface Found {
  call: ParsedCall
  object: string
  values: Record<string, string>
}

/**
 * Clauses that a configured function's words explain: the calls they make, and the clauses left for
 * the rest of the engine. A function added by configuration is understood from its file alone (object
 * word + value words, verbs being value words of `action`). What the clause says besides the device
 * (打开空调打开香氛, 关闭香氛和空调) goes on to the built-in matchers; when they read nothing in it, its
 * words count as unexplained, so the parse is not sure enough to run without asking a model.
 */
export function readConfigured(
  clauses: readonly string[],
  functions: readonly WordedFunction[],
  state: VehicleStateLike,
): { readings: Reading[]; rest: readonly string[] } {
  const worded = functions.filter((fn) => fn.lexicon?.objects && !BUILT_IN.has(fn.name))
  if (worded.length === 0) return { readings: [], rest: clauses }
  const readings: Reading[] = []
  const rest: string[] = []
  for (const clause of clauses) {
    const found = worded.map((fn) => configuredCall(clause, fn)).find((c) => c !== null)
    if (!found) {
      rest.push(clause)
      continue
    }
    const besides = withoutDevice(clause, found)
    const builtIn = (interpretClause(besides, state).match?.calls.length ?? 0) > 0
    if (builtIn) rest.push(besides)
    const left = builtIn ? '' : meaningfulWords(withoutWords(besides, Object.values(found.values)))
    readings.push(reading(clause, NEGATED.test(clause) ? [] : [found.call], left))
  }
  return { readings, rest }
}

function reading(text: string, calls: ParsedCall[], left: string): Reading {
  const kind = calls.length > 0 ? 'explicit' : 'chat'
  const leftovers = left && calls.length > 0 ? [{ text: left, at: 0, words: left }] : []
  return { text, match: { calls, score: calls.length > 0 ? SCORE : 0.7, kind }, start: 0, leftovers }
}

// The clause without the device's name (and the 和 joining it) or its own values; its verbs stay, as
// another command may share them (打开空调打开香氛 keeps 打开空调打开).
function withoutDevice(clause: string, found: Found): string {
  const { action: _, ...own } = found.values
  const object = found.object.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  const named = clause.replace(new RegExp(`${CONNECTOR}${object}${CONNECTOR}`, 'g'), '')
  return withoutWords(named, Object.values(own))
}

function withoutWords(text: string, words: readonly string[]): string {
  return words.reduce((rest, word) => rest.replaceAll(word, ''), text)
}

/** The call one function's words read in a clause: its object named, and an action when the file words actions. */
function configuredCall(clause: string, fn: WordedFunction): Found | null {
  const lexicon = fn.lexicon!
  const object = longestIn(clause, lexicon.objects ?? [])
  if (!object) return null
  const params: Record<string, unknown> = {}
  const values: Record<string, string> = {}
  for (const [param, table] of Object.entries(lexicon.values)) {
    const value = valueIn(clause, table)
    if (!value) continue
    params[param] = value.value
    values[param] = value.word
  }
  if (lexicon.values.action && params.action === undefined) return null
  return { call: { name: fn.name, params }, object, values }
}

// The value whose word is longest in the clause: 关闭 is close even though 开 is inside 打开.
function valueIn(
  clause: string,
  values: Readonly<Record<string, readonly string[]>>,
): { value: string; word: string } | undefined {
  let best: { value: string; word: string } | undefined
  for (const [value, words] of Object.entries(values)) {
    const word = longestIn(clause, words)
    if (word && word.length > (best?.word.length ?? 0)) best = { value, word }
  }
  return best
}

function longestIn(clause: string, words: readonly string[]): string | undefined {
  let found: string | undefined
  for (const word of words) if (clause.includes(word) && word.length > (found?.length ?? 0)) found = word
  return found
}
