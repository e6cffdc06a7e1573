import { renderFailures, renderOutcomeSummary, summarizeOutcomes } from '@mindwire/agent/evaluation'
import type { CaseOutcome } from './run-shop-case.ts'

export type ShopReport = ReturnType<typeof shopReport>

const share = (outcomes: readonly CaseOutcome[]) =>
  outcomes.length === 0 ? 0 : outcomes.filter((o) => o.pass).length / outcomes.length

/**
 * The report of `mindwire eval shopping`: exact calls (and result checks), English on its own (a case's
 * `lang`, else its script), the shared outcomes and the reliability table.
 */
export function shopReport(outcomes: readonly CaseOutcome[]) {
  const english = outcomes.filter((o) => o.lang === 'en')
  const confident = outcomes.some((o) => o.confidence !== undefined)
  return {
    cases: outcomes.length,
    accuracy: share(outcomes),
    englishCases: english.length,
    englishAccuracy: share(english),
    ...summarizeOutcomes(
      outcomes.map((o) => ({ ...o, exact: o.pass })),
      confident
        ? "the offline engine's reading confidence (coverage of the request, halved per pointer not resolved to one product)"
        : 'this model gives no confidence: every case is in the one `none` bin',
    ),
    failures: outcomes
      .filter((o) => !o.pass)
      .map(({ id, say, outcome, reason, made, reply }) => ({ id, say, outcome, reason, made, reply })),
  }
}

const pct = (value: number) => `${(value * 100).toFixed(1)} %`

/** The report for a terminal: headline figures, the shared outcomes and reliability table, the first failures. */
export function renderShopReport(report: ShopReport, shown = 20): string {
  const lines = [
    `cases            ${report.cases}`,
    `exact calls      ${pct(report.accuracy)}`,
    ...renderOutcomeSummary(report),
    '',
    ...renderFailures(
      report.failures,
      shown,
      (f) => `  ${f.id} [${f.outcome}] ${f.say}\n      ${f.reason}; made ${JSON.stringify(f.made)}`,
    ),
  ]
  return `${lines.join('\n')}\n`
}
