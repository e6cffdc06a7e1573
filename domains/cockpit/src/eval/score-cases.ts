import { type LatencySummary, summarizeLatency } from '@mindwire/agent/evaluation'
import { callsMatch, intentsMatch } from './call-matches.ts'
import type { CaseResult, EvalCall, Prediction } from './eval-case.ts'

/** Accuracies of a group of cases (all of them, or one tag). */
export interface Accuracies {
  cases: number
  domainAccuracy: number
  intentAccuracy: number
  paramAccuracy: number
  /** Over the cases that name a decision; null when none does. */
  decisionAccuracy: number | null
  decisionCases: number
}

/** A case that missed on domain, intent, parameters or decision. */
export interface Failure {
  id: string
  text: string
  expected: { domain: string; calls: EvalCall[]; decision?: string }
  got: Prediction
  /** Which scores it missed. */
  missed: Array<'domain' | 'intent' | 'params' | 'decision'>
}

/** The contract's scores over a set of case results. */
export interface Scorecard extends Accuracies {
  latency: LatencySummary
  failures: Failure[]
  byTag: Record<string, Accuracies>
}

interface Verdict {
  domain: boolean
  intent: boolean
  params: boolean
  /** Undefined when the case names no decision. */
  decision?: boolean
}

/** Judges one case against the contract's four scores. */
export function judgeCase(result: CaseResult): Verdict {
  const { expect } = result.case
  const { predicted } = result
  return {
    domain: predicted.domain === expect.domain,
    intent: intentsMatch(expect.calls, predicted.calls),
    params: callsMatch(expect.calls, predicted.calls),
    // A prediction without a decision means the default, allow.
    decision: expect.decision === undefined ? undefined : (predicted.decision ?? 'allow') === expect.decision,
  }
}

/** Scores case results: accuracies overall and per tag, latency percentiles and the failures. */
export function scoreCases(results: readonly CaseResult[]): Scorecard {
  const verdicts = results.map(judgeCase)
  const tags = new Map<string, Verdict[]>()
  results.forEach((result, i) => {
    for (const tag of result.case.tags) {
      const group = tags.get(tag) ?? []
      group.push(verdicts[i]!)
      tags.set(tag, group)
    }
  })
  return {
    ...accuracies(verdicts),
    latency: summarizeLatency(results.map((r) => r.latencyMs)),
    failures: results.flatMap((result, i) => failureOf(result, verdicts[i]!)),
    byTag: Object.fromEntries([...tags].map(([tag, group]) => [tag, accuracies(group)])),
  }
}

function accuracies(verdicts: readonly Verdict[]): Accuracies {
  const decided = verdicts.filter((v) => v.decision !== undefined)
  return {
    cases: verdicts.length,
    domainAccuracy: share(verdicts, (v) => v.domain),
    intentAccuracy: share(verdicts, (v) => v.intent),
    paramAccuracy: share(verdicts, (v) => v.params),
    decisionAccuracy: decided.length === 0 ? null : share(decided, (v) => v.decision === true),
    decisionCases: decided.length,
  }
}

function share<T>(items: readonly T[], test: (item: T) => boolean): number {
  if (items.length === 0) return 0
  return items.filter(test).length / items.length
}

function failureOf(result: CaseResult, verdict: Verdict): Failure[] {
  const missed: Failure['missed'] = []
  if (!verdict.domain) missed.push('domain')
  if (!verdict.intent) missed.push('intent')
  if (!verdict.params) missed.push('params')
  if (verdict.decision === false) missed.push('decision')
  if (missed.length === 0) return []
  const { id, text, expect } = result.case
  return [{ id, text, expected: expect, got: result.predicted, missed }]
}
