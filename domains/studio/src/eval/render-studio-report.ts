import { renderFailures, renderOutcomeSummary } from '@mindwire/agent/evaluation'
import type { StudioReport } from './studio-report.ts'

const pct = (value: number) => `${(value * 100).toFixed(1)} %`

/** The report for a terminal: headline figures, the shared outcomes and reliability table, the first failures. */
export function renderStudioReport(report: StudioReport, shown = 20): string {
  const lines = [
    `cases            ${report.cases}${report.errors > 0 ? `  (${report.errors} runs failed)` : ''}`,
    `tool + args      ${pct(report.accuracy)}`,
    `tool             ${pct(report.toolAccuracy)}`,
    ...renderOutcomeSummary(report),
    '',
    ...renderFailures(
      report.failures,
      shown,
      (failure) =>
        `  ${failure.id} [${failure.outcome}] ${failure.text}\n      got ${JSON.stringify(failure.got)}${failure.error ? ` (${failure.error})` : ''}`,
    ),
  ]
  return `${lines.join('\n')}\n`
}
