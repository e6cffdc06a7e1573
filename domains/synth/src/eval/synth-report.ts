import {
  type EvalOutcome,
  judgeOutcome,
  summarizeLatency,
  summarizeOutcomes,
} from '@mindwire/agent/evaluation'
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
  /** A question about the canvas (the case states `replyIncludes`); absent otherwise. */
  question?: boolean
  /** The canvas did not change although a change was expected (the agent asked, or did nothing). */
  asked: boolean
  /** The shared outcome: any canvas change that is not exactly the expected one is a wrong action. */
  outcome: EvalOutcome
  unwanted: string[]
  problems: string[]
  reply: string
  latencyMs: number
  /** The engine's confidence in its reading of the request, where it gives one (the offline engine). */
  confidence?: number
  error?: string
}

/** Scores one run: the final canvas against the expected one, and what changed that should not have. */
export function scoreRun(run: CaseRun, confidence?: number): ScoredCase {
  const expected = run.case.expected === 'unchanged' ? unchangedExpectation(run.start) : run.case.expected
  const comparison = compareCanvas(run.start, run.final, expected)
  const untouched = compareCanvas(run.start, run.final, unchangedExpectation(run.start)).exact
  // A question about the canvas (`replyIncludes`) is right only when the reply says what the canvas holds.
  const unanswered = (run.case.replyIncludes ?? []).filter((part) => !run.reply.includes(part))
  const exact = comparison.exact && unanswered.length === 0 && run.error === undefined
  return {
    id: run.case.id,
    text: run.case.text,
    tags: run.case.tags,
    exact,
    asked: run.case.expected !== 'unchanged' && untouched,
    ...(run.case.replyIncludes ? { question: true } : {}),
    // The format states no call, only canvases: a case expecting `unchanged` is wrong on any change, and
    // read-only calls (knowledge search) change nothing.
    outcome: judgeOutcome({
      exact,
      expectsNoCall: false,
      anyCall: run.calls.length > 0,
      changed: !untouched,
      changesAsked: exact,
      reply: run.reply,
    }),
    unwanted: unwantedChanges(run.start, run.final, expected),
    problems: [
      ...comparison.problems,
      ...unanswered.map((part) => `the reply does not say ${JSON.stringify(part)}`),
    ],
    reply: run.reply,
    latencyMs: run.latencyMs,
    ...(confidence === undefined ? {} : { confidence }),
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
  const shared = summarizeOutcomes(
    scored,
    scored.some((item) => item.confidence !== undefined)
      ? "the offline engine's reading confidence (its kind of reading's exact share on sets it was not tuned on, reading-confidence.json)"
      : 'this model gives no confidence: every case is in the one `none` bin',
  )
  return {
    cases: scored.length,
    exactAccuracy: share(scored, (item) => item.exact),
    ...shared,
    byKind: groupScores(scored, (item) => item.tags.slice(0, 1)),
    byTag: groupScores(scored, (item) => item.tags.slice(1)),
    unwantedChanges: scored.filter((item) => item.unwanted.length > 0).length,
    askedInsteadOfActing: scored.filter((item) => item.asked).length,
    askedWhenItShould: shouldAsk.filter((item) => item.exact).length,
    shouldAsk: shouldAsk.length,
    errors: scored.filter((item) => item.error !== undefined).length,
    latencyMs: { ...shared.latencyMs, max: summarizeLatency(scored.map((item) => item.latencyMs)).max },
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
