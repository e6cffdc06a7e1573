import { isDefectLabel } from '../contract/defects.ts'
import type { EvidenceSummary, ExperimentSummary } from '../contract/orchestrator-input.ts'
import type { FinalConclusion, InterimConclusion, RankedFinding } from '../contract/orchestrator-output.ts'

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
  const { kept, dropped } = groundFindings(conclusion.findings, evidence)
  return {
    ...conclusion,
    findings: kept,
    experimentsRun: experiments.filter((e) => e.failureReasons.length === 0).map((e) => e.id),
    uncertainty: [...conclusion.uncertainty, ...dropped.map(droppedNote)],
  }
}

/**
 * The same test for a planner's interim: its hypotheses must name a defect and cite real evidence. An
 * interim left with no hypothesis says nothing the evidence backs, so it is not kept at all (undefined).
 */
export function groundInterim(
  interim: InterimConclusion,
  evidence: readonly EvidenceSummary[],
): InterimConclusion | undefined {
  const { kept, dropped } = groundFindings(interim.topHypotheses, evidence)
  if (kept.length === 0) return undefined
  return {
    ...interim,
    topHypotheses: kept,
    unresolvedQuestions: [...interim.unresolvedQuestions, ...dropped.map(droppedNote)],
  }
}

function groundFindings(findings: readonly RankedFinding[], evidence: readonly EvidenceSummary[]) {
  const known = new Set(evidence.map((e) => e.id))
  const dropped: string[] = []
  const kept = findings.flatMap((finding) => {
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
  return { kept, dropped }
}

function droppedNote(label: string): string {
  return `dropped finding "${label}": no defect label or no evidence behind it`
}
