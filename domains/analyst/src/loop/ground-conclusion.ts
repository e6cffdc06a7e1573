import { isDefectLabel } from '../contract/defects.ts'
import type { EvidenceSummary, ExperimentSummary } from '../contract/orchestrator-input.ts'
import type { FinalConclusion } from '../contract/orchestrator-output.ts'

/**
 * Holds any planner's conclusion to the evidence (fail closed): a finding survives only with a defect label
 * and at least one supporting id that names real evidence; ids that name nothing are dropped, and
 * `experimentsRun` lists what the executor really ran, whatever the planner claimed.
 */
export function groundConclusion(
  conclusion: FinalConclusion,
  evidence: readonly EvidenceSummary[],
  experiments: readonly ExperimentSummary[],
): FinalConclusion {
  const known = new Set(evidence.map((e) => e.id))
  const dropped: string[] = []
  const findings = conclusion.findings.flatMap((finding) => {
    const supportingEvidence = finding.supportingEvidence.filter((id) => known.has(id))
    if (!isDefectLabel(finding.label) || supportingEvidence.length === 0) {
      dropped.push(finding.label)
      return []
    }
    return [
      {
        ...finding,
        supportingEvidence,
        contradictingEvidence: finding.contradictingEvidence.filter((id) => known.has(id)),
      },
    ]
  })
  return {
    ...conclusion,
    findings,
    experimentsRun: experiments.filter((e) => e.failureReasons.length === 0).map((e) => e.id),
    uncertainty: [
      ...conclusion.uncertainty,
      ...dropped.map((label) => `dropped finding "${label}": no defect label or no evidence behind it`),
    ],
  }
}
