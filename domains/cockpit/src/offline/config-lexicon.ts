import type { FunctionLexicon } from '../catalogue/function-file.ts'
import { interpretClause, type Reading } from './interpret-clause.ts'
import { MATCHERS } from './matchers/index.ts'
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

/**
 * Clauses that a configured function's words explain and the built-in matchers do not: the calls
 * they make, and the clauses left for the rest of the engine. A function added by configuration is
 * understood from its file alone (object word + value words, verbs being value words of `action`);
 * a clause the built-in engine reads is left to it, so a configured word never overrides a known device.
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
    const call = worded.map((fn) => configuredCall(clause, fn)).find((c) => c !== null)
    if (!call || (interpretClause(clause, state).match?.calls.length ?? 0) > 0) rest.push(clause)
    else readings.push(reading(clause, NEGATED.test(clause) ? [] : [call]))
  }
  return { readings, rest }
}

function reading(text: string, calls: ParsedCall[]): Reading {
  const kind = calls.length > 0 ? 'explicit' : 'chat'
  return { text, match: { calls, score: calls.length > 0 ? SCORE : 0.7, kind }, start: 0, leftovers: [] }
}

/** The call one function's words read in a clause: its object named, and an action when the file words actions. */
function configuredCall(clause: string, fn: WordedFunction): ParsedCall | null {
  const lexicon = fn.lexicon!
  if (!longestIn(clause, lexicon.objects ?? [])) return null
  const params: Record<string, unknown> = {}
  for (const [param, values] of Object.entries(lexicon.values)) {
    const value = valueIn(clause, values)
    if (value !== undefined) params[param] = value
  }
  if (lexicon.values.action && params.action === undefined) return null
  return { name: fn.name, params }
}

// The value whose word is longest in the clause: 关闭 is close even though 开 is inside 打开.
function valueIn(clause: string, values: Readonly<Record<string, readonly string[]>>): string | undefined {
  let best: { value: string; length: number } | undefined
  for (const [value, words] of Object.entries(values)) {
    const word = longestIn(clause, words)
    if (word && word.length > (best?.length ?? 0)) best = { value, length: word.length }
  }
  return best?.value
}

function longestIn(clause: string, words: readonly string[]): string | undefined {
  let found: string | undefined
  for (const word of words) if (clause.includes(word) && word.length > (found?.length ?? 0)) found = word
  return found
}
