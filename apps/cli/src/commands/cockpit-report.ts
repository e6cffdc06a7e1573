import { renderOutcomeSummary, summarizeOutcomes } from '@mindwire/agent/evaluation'
import { type Accuracies, breakdown, type CaseResult, scoreCases, strictCase } from '@mindwire/cockpit'

/** Tags whose cases are not requests to the car (robustness and prompt-injection probes). */
const OUT_OF_SCOPE_TAGS = new Set(['edge', 'injection'])
/** Confusions the text report lists; `--json` has all of them. */
const SHOWN_CONFUSIONS = 15

export type CockpitReport = ReturnType<typeof cockpitReport>

/**
 * The report of `mindwire eval cockpit`: the contract's scores, the shared outcome vocabulary (correct /
 * asked / wrong_action / missed, beside the older intent-level abstained / wrong_call / false_action),
 * questions about the car answered from its state, the reliability table, per function and per tag,
 * confusions.
 */
export function cockpitReport(results: readonly CaseResult[]) {
  const score = scoreCases(results)
  const inScope = scoreCases(results.filter((r) => !OUT_OF_SCOPE_TAGS.has(r.case.tags[0] ?? '')))
  const { outcomes: intentOutcomes, byFunction, confusion } = breakdown(results)
  const { outcomes, ...shared } = summarizeOutcomes(
    results.map(strictCase),
    'the offline parse’s confidence on its calls; turns without a call carry none',
  )
  return {
    cases: results.length,
    domainAccuracy: score.domainAccuracy,
    intentAccuracy: score.intentAccuracy,
    paramAccuracy: score.paramAccuracy,
    decisionAccuracy: score.decisionAccuracy,
    ...shared,
    inScope: {
      cases: inScope.cases,
      intentAccuracy: inScope.intentAccuracy,
      paramAccuracy: inScope.paramAccuracy,
    },
    outcomes: {
      ...outcomes,
      abstained: intentOutcomes.abstained,
      wrong_call: intentOutcomes.wrong_call,
      false_action: intentOutcomes.false_action,
    },
    byFunction,
    byTag: score.byTag,
    confusion,
    failures: score.failures.map(({ id, text, expected, got }) => ({ id, text, expected, got })),
  }
}

const pct = (value: number | null) => (value === null ? '—' : `${(value * 100).toFixed(1)} %`)

/** The report for a terminal; per-tag scores only with `byTag`. */
export function renderCockpitReport(report: CockpitReport, options: { byTag?: boolean } = {}): string {
  const { outcomes } = report
  const lines = [
    `cases            ${report.cases}`,
    `domain accuracy  ${pct(report.domainAccuracy)}`,
    `intent accuracy  ${pct(report.intentAccuracy)}   (in scope: ${pct(report.inScope.intentAccuracy)} of ${report.inScope.cases})`,
    `param accuracy   ${pct(report.paramAccuracy)}   (in scope: ${pct(report.inScope.paramAccuracy)})`,
    `decision acc.    ${pct(report.decisionAccuracy)}`,
    `intent outcomes  ${outcomes.abstained} abstained (nothing ran) · ${outcomes.wrong_call} wrong call · ${outcomes.false_action} acted where nothing should run`,
    ...renderOutcomeSummary(report),
    '',
    'by function:              cases   intent   params',
    ...report.byFunction.map((f) => scoreRow(f.name, f)),
    ...(options.byTag
      ? [
          '',
          'by tag:                    cases   intent   params',
          ...Object.entries(report.byTag).map(([tag, s]) => scoreRow(tag, s)),
        ]
      : []),
    '',
    `confusions (expected → got), ${Math.min(SHOWN_CONFUSIONS, report.confusion.length)} of ${report.confusion.length}:`,
    ...report.confusion
      .slice(0, SHOWN_CONFUSIONS)
      .map((c) => `  ${String(c.count).padStart(3)}× ${c.expected} → ${c.got}`),
    '',
    `failures: ${report.failures.length} (--json lists them)`,
  ]
  return `${lines.join('\n')}\n`
}

function scoreRow(name: string, s: Pick<Accuracies, 'cases' | 'intentAccuracy' | 'paramAccuracy'>): string {
  return `  ${name.padEnd(24)} ${String(s.cases).padStart(5)}  ${pct(s.intentAccuracy).padStart(7)}  ${pct(s.paramAccuracy).padStart(7)}`
}
