import { EVAL_OUTCOMES, type EvalOutcome } from './eval-outcome.ts'
import { summarizeLatency } from './latency-summary.ts'
import { type ReliabilityBin, reliabilityTable } from './reliability.ts'

/** One case as every domain's eval reports it, whatever its own figures are. */
export interface JudgedCase {
  outcome: EvalOutcome
  exact: boolean
  latencyMs: number
  /** The reading's confidence, where the engine gives one. */
  confidence?: number
  /** A question about the person's state (the case expects only calls that read it); undefined where the format cannot say. */
  question?: boolean
  /** The case's language, where the format states it. */
  lang?: string
}

/** The part of the report every `mindwire eval` command shares (issue 41). */
export interface OutcomeSummary {
  outcomes: Record<EvalOutcome, number>
  wrongActionRate: number
  /** Present where the case format can state a question about state. */
  questions?: number
  questionsFromState?: number
  latencyMs: { p50: number; p95: number; p99: number }
  reliability: ReliabilityBin[]
  /** Exact share per language, where the cases state one. */
  byLang?: Record<string, { cases: number; accuracy: number }>
  /** Where the reliability table's confidences come from. */
  confidenceSource: string
}

/** Counts outcomes, questions answered from state, latency percentiles and the reliability table. */
export function summarizeOutcomes(cases: readonly JudgedCase[], confidenceSource: string): OutcomeSummary {
  const outcomes = Object.fromEntries(EVAL_OUTCOMES.map((name) => [name, 0])) as Record<EvalOutcome, number>
  for (const item of cases) outcomes[item.outcome]++
  const { p50, p95, p99 } = summarizeLatency(cases.map((item) => item.latencyMs))
  const canAsk = cases.some((item) => item.question !== undefined)
  const questions = cases.filter((item) => item.question === true)
  return {
    outcomes,
    wrongActionRate: cases.length === 0 ? 0 : outcomes.wrong_action / cases.length,
    ...(canAsk
      ? { questions: questions.length, questionsFromState: questions.filter((item) => item.exact).length }
      : {}),
    latencyMs: { p50, p95, p99 },
    reliability: reliabilityTable(cases),
    confidenceSource,
    ...byLang(cases),
  }
}

function byLang(cases: readonly JudgedCase[]): Pick<OutcomeSummary, 'byLang'> {
  const groups = new Map<string, { cases: number; exact: number }>()
  for (const item of cases) {
    if (item.lang === undefined) continue
    const group = groups.get(item.lang) ?? { cases: 0, exact: 0 }
    group.cases++
    if (item.exact) group.exact++
    groups.set(item.lang, group)
  }
  if (groups.size === 0) return {}
  return {
    byLang: Object.fromEntries(
      [...groups].map(([lang, group]) => [lang, { cases: group.cases, accuracy: group.exact / group.cases }]),
    ),
  }
}

const pct = (value: number) => `${(value * 100).toFixed(1)} %`

/** The shared part of an eval's text report: outcomes, questions, latency and the reliability table. */
export function renderOutcomeSummary(summary: OutcomeSummary): string[] {
  const { outcomes } = summary
  return [
    ...Object.entries(summary.byLang ?? {}).map(
      ([lang, group]) => `  ${lang.padEnd(15)}${pct(group.accuracy)} of ${group.cases}`,
    ),
    `outcomes         ${outcomes.correct} correct · ${outcomes.asked} asked · ${outcomes.wrong_action} wrong action · ${outcomes.missed} missed`,
    `wrong actions    ${pct(summary.wrongActionRate)}`,
    ...(summary.questions === undefined
      ? []
      : [`questions        ${summary.questionsFromState} of ${summary.questions} answered from state`]),
    `latency ms       p50 ${summary.latencyMs.p50.toFixed(2)}  p95 ${summary.latencyMs.p95.toFixed(2)}  p99 ${summary.latencyMs.p99.toFixed(2)}`,
    '',
    `reliability (${summary.confidenceSource}):`,
    '  confidence   cases   exact',
    ...summary.reliability.map(
      (bin) => `  ${bin.range.padEnd(10)} ${String(bin.count).padStart(7)} ${pct(bin.accuracy).padStart(7)}`,
    ),
  ]
}
