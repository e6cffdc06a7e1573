import { renderFailures, renderOutcomeSummary } from '@mindwire/agent/evaluation'
import type { SynthReport } from './synth-report.ts'

const pct = (value: number | null) => (value === null ? '—' : `${(value * 100).toFixed(1)} %`)

/** The report for a terminal: the headline figures, per kind, optionally per tag, and the first failures. */
export function renderSynthReport(
  report: SynthReport,
  options: { byTag?: boolean; failures?: number } = {},
): string {
  const shown = options.failures ?? 20
  const lines = [
    `cases              ${report.cases}${report.errors > 0 ? `  (${report.errors} runs failed)` : ''}`,
    `canvas exact       ${pct(report.exactAccuracy)}`,
    `unwanted changes   ${report.unwantedChanges} cases changed something they should not have`,
    `asked, not acted   ${report.askedInsteadOfActing} cases left the canvas unchanged where a change was expected`,
    `asked when right   ${report.askedWhenItShould} of ${report.shouldAsk} cases that should be asked back`,
    ...renderOutcomeSummary(report),
    '',
    'by kind:              cases   exact',
    ...Object.entries(report.byKind).map(([kind, score]) => row(kind, score)),
    ...(options.byTag
      ? [
          '',
          'by tag:               cases   exact',
          ...Object.entries(report.byTag).map(([tag, s]) => row(tag, s)),
        ]
      : []),
    '',
    ...renderFailures(
      report.failures,
      shown,
      (failure) =>
        `  ${failure.id} [${failure.kind}] ${failure.text}\n      ${failure.problems[0] ?? failure.error ?? ''}`,
    ),
  ]
  return `${lines.join('\n')}\n`
}

function row(name: string, score: { cases: number; accuracy: number }): string {
  return `  ${name.padEnd(18)} ${String(score.cases).padStart(5)}  ${pct(score.accuracy).padStart(7)}`
}
