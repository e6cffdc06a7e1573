import type { AnalysisRun } from '@mindwire/analyst'

/** The terminal report of one run: the conclusion, each finding with its evidence ids, what was left open. */
export function textReport(file: string, run: AnalysisRun): string {
  const lines = [
    `${file}: ${run.final.summary}`,
    `  ${run.experimentsUsed} experiments in ${run.rounds.length} rounds, ${run.ms} ms (planner ${run.planner}, run ${run.id})`,
    ...run.final.findings.map(
      (f) =>
        `  • ${f.label} ${f.confidence}  supported by ${f.supportingEvidence.join(', ')}${f.contradictingEvidence.length > 0 ? `; contradicted by ${f.contradictingEvidence.join(', ')}` : ''}`,
    ),
    ...run.final.uncertainty.map((u) => `  ? ${u}`),
  ]
  return `${lines.join('\n')}\n`
}
