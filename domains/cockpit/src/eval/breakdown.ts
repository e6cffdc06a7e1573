import { intentKey } from './call-matches.ts'
import type { CaseResult } from './eval-case.ts'
import { judgeCase } from './score-cases.ts'

/**
 * How a case came out, apart from its accuracy: right; an abstention (something should run, nothing did —
 * the engine asked or handed over); a wrong call (something ran, not what was asked); a false action
 * (nothing should run, something did — the worst kind in a car).
 */
export type Outcome = 'correct' | 'abstained' | 'wrong_call' | 'false_action'

/** Scores of the cases that expect one function (or `(none)`: cases where nothing should run). */
export interface FunctionScore {
  name: string
  cases: number
  intentAccuracy: number
  paramAccuracy: number
}

/** One kind of mistake: what was expected (`name.action`, or `(nothing)`) against what came out, and how often. */
export interface Confusion {
  expected: string
  got: string
  count: number
}

export interface Breakdown {
  outcomes: Record<Outcome, number>
  byFunction: FunctionScore[]
  confusion: Confusion[]
}

const NOTHING = '(nothing)'
const NONE = '(none)'

/** The case's outcome: intent right is correct; otherwise it depends on what was expected and what ran. */
export function outcomeOf(result: CaseResult): Outcome {
  if (judgeCase(result).intent) return 'correct'
  const expected = result.case.expect.calls.length
  const got = result.predicted.calls.length
  if (expected === 0) return 'false_action'
  return got === 0 ? 'abstained' : 'wrong_call'
}

/** Outcomes, per-function scores and the confusion list (most frequent first) of case results. */
export function breakdown(results: readonly CaseResult[]): Breakdown {
  const outcomes: Record<Outcome, number> = { correct: 0, abstained: 0, wrong_call: 0, false_action: 0 }
  const functions = new Map<string, { cases: number; intent: number; params: number }>()
  const confusions = new Map<string, Confusion>()
  for (const result of results) {
    const verdict = judgeCase(result)
    outcomes[outcomeOf(result)]++
    for (const name of expectedFunctions(result)) {
      const score = functions.get(name) ?? { cases: 0, intent: 0, params: 0 }
      score.cases++
      if (verdict.intent) score.intent++
      if (verdict.params) score.params++
      functions.set(name, score)
    }
    if (verdict.intent) continue
    const expected = describeCalls(result.case.expect.calls)
    const got = describeCalls(result.predicted.calls)
    const key = `${expected}\u0000${got}`
    const confusion = confusions.get(key) ?? { expected, got, count: 0 }
    confusion.count++
    confusions.set(key, confusion)
  }
  return {
    outcomes,
    byFunction: [...functions]
      .map(([name, s]) => ({
        name,
        cases: s.cases,
        intentAccuracy: s.intent / s.cases,
        paramAccuracy: s.params / s.cases,
      }))
      .sort((a, b) => b.cases - a.cases || a.name.localeCompare(b.name)),
    confusion: [...confusions.values()].sort(
      (a, b) => b.count - a.count || a.expected.localeCompare(b.expected),
    ),
  }
}

/** The distinct functions a case expects; `(none)` when it expects nothing to run. */
function expectedFunctions(result: CaseResult): string[] {
  const names = new Set(result.case.expect.calls.map((call) => call.name))
  return names.size === 0 ? [NONE] : [...names]
}

function describeCalls(calls: CaseResult['predicted']['calls']): string {
  return calls.length === 0 ? NOTHING : calls.map(intentKey).sort().join(' + ')
}
