import { compareCanvas } from './compare-canvas.ts'
import { unchangedExpectation } from './expected-values.ts'
import type { CaseRun } from './run-case.ts'
import { unwantedChanges } from './unwanted-changes.ts'

/** One case scored. */
export interface ScoredCase {
  id: string
  text: string
  tags: string[]
  exact: boolean
  /** A question about the state: whether the reply said what the case expects; undefined otherwise. */
  answered: boolean | undefined
  /** The canvas did not change although a change was expected (the agent asked, or did nothing). */
  asked: boolean
  unwanted: string[]
  problems: string[]
  reply: string
  latencyMs: number
  error?: string
}

/** Scores one run: the final canvas against the expected one, and what changed that should not have. */
export function scoreRun(run: CaseRun): ScoredCase {
  const expected = run.case.expected === 'unchanged' ? unchangedExpectation(run.start) : run.case.expected
  const comparison = compareCanvas(run.start, run.final, expected)
  const untouched = compareCanvas(run.start, run.final, unchangedExpectation(run.start)).exact
  const unanswered = (run.case.replyIncludes ?? []).filter((part) => !run.reply.includes(part))
  return {
    id: run.case.id,
    text: run.case.text,
    tags: run.case.tags,
    exact: comparison.exact && unanswered.length === 0 && run.error === undefined,
    answered: run.case.replyIncludes === undefined ? undefined : unanswered.length === 0,
    asked: run.case.expected !== 'unchanged' && untouched,
    unwanted: unwantedChanges(run.start, run.final, expected),
    problems: [
      ...comparison.problems,
      ...unanswered.map((part) => `the reply does not say ${JSON.stringify(part)}`),
    ],
    reply: run.reply,
    latencyMs: run.latencyMs,
    ...(run.error ? { error: run.error } : {}),
  }
}

export type SynthReport = ReturnType<typeof synthReport>

/**
 * The report of `mindwire eval synth`: canvas-exact accuracy, per kind (the first tag) and per tag,
 * how often the agent changed what it should not have and asked instead of acting, latency, failures.
 */
export function synthReport(scored: readonly ScoredCase[]) {
  const shouldAsk = scored.filter((item) => item.tags[0] === 'ask')
  return {
    cases: scored.length,
    exactAccuracy: share(scored, (item) => item.exact),
    byKind: groupScores(scored, (item) => item.tags.slice(0, 1)),
    byTag: groupScores(scored, (item) => item.tags.slice(1)),
    unwantedChanges: scored.filter((item) => item.unwanted.length > 0).length,
    askedInsteadOfActing: scored.filter((item) => item.asked).length,
    askedWhenItShould: shouldAsk.filter((item) => item.exact).length,
    shouldAsk: shouldAsk.length,
    stateQuestions: scored.filter((item) => item.answered !== undefined).length,
    answeredFromState: scored.filter((item) => item.answered === true).length,
    errors: scored.filter((item) => item.error !== undefined).length,
    latencyMs: percentiles(scored.map((item) => item.latencyMs)),
    failures: scored
      .filter((item) => !item.exact)
      .map(({ id, text, tags, problems, unwanted, reply, error }) => ({
        id,
        text,
        kind: tags[0],
        problems,
        unwanted,
        reply,
        ...(error ? { error } : {}),
      })),
  }
}

function groupScores(
  scored: readonly ScoredCase[],
  keys: (item: ScoredCase) => string[],
): Record<string, { cases: number; exact: number; accuracy: number }> {
  const groups: Record<string, { cases: number; exact: number; accuracy: number }> = {}
  for (const item of scored) {
    for (const key of keys(item)) {
      const group = groups[key] ?? { cases: 0, exact: 0, accuracy: 0 }
      groups[key] = group
      group.cases++
      if (item.exact) group.exact++
      group.accuracy = group.exact / group.cases
    }
  }
  return groups
}

function share<T>(items: readonly T[], test: (item: T) => boolean): number | null {
  return items.length === 0 ? null : items.filter(test).length / items.length
}

function percentiles(values: readonly number[]): { p50: number; p95: number; max: number } {
  const sorted = [...values].sort((a, b) => a - b)
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0
  return { p50: at(0.5), p95: at(0.95), max: sorted.at(-1) ?? 0 }
}
