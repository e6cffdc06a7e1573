import { DEFECT_LABELS } from '../contract/defects.ts'
import type { EvidenceSummary, ExperimentSummary } from '../contract/orchestrator-input.ts'
import type { FinalConclusion, RankedFinding } from '../contract/orchestrator-output.ts'
import { defectVerdicts, strength } from './defect-verdicts.ts'

/**
 * Findings from evidence alone: one per defect a detector confirmed (its detections support it, its
 * rejections contradict it), best first. Labels come only from DEFECT_LABELS, ids only from the evidence.
 */
export function deriveFindings(evidence: readonly EvidenceSummary[]): RankedFinding[] {
  const verdicts = defectVerdicts(evidence)
  const findings: RankedFinding[] = []
  for (const label of DEFECT_LABELS) {
    const own = verdicts.filter((v) => v.defect === label)
    const support = strength(own, true)
    if (support === 0 || support <= strength(own, false)) continue
    findings.push({
      label,
      confidence: round(support),
      supportingEvidence: own.filter((v) => v.detected).map((v) => v.evidenceId),
      contradictingEvidence: own.filter((v) => !v.detected).map((v) => v.evidenceId),
    })
  }
  return findings.sort((a, b) => b.confidence - a.confidence)
}

/** The conclusion a run reaches from its evidence, with what it could not settle named as uncertainty. */
export function deriveConclusion(
  evidence: readonly EvidenceSummary[],
  experiments: readonly ExperimentSummary[],
  extraUncertainty: readonly string[] = [],
): FinalConclusion {
  const findings = deriveFindings(evidence)
  const checked = new Set(defectVerdicts(evidence).map((v) => v.defect))
  const unchecked = DEFECT_LABELS.filter((label) => !checked.has(label))
  const refused = experiments.filter((e) => e.failureReasons.length > 0)
  const uncertainty = [
    ...extraUncertainty,
    ...(unchecked.length > 0 ? [`not checked: ${unchecked.join(', ')}`] : []),
    ...refused.map((e) => `experiment ${e.id} did not run: ${e.failureReasons.join('; ')}`),
  ]
  const summary =
    findings.length === 0
      ? `No defect found (${checked.size} of ${DEFECT_LABELS.length} checked).`
      : `Found ${findings.map((f) => `${f.label} (${f.confidence})`).join(', ')}.`
  return {
    summary,
    findings,
    experimentsRun: experiments.filter((e) => e.failureReasons.length === 0).map((e) => e.id),
    uncertainty,
    suggestedNextActions: [
      ...findings.map((f) => `inspect the ${f.label} evidence: ${f.supportingEvidence.join(', ')}`),
      ...(unchecked.length > 0 ? [`run again with a larger budget to check ${unchecked.join(', ')}`] : []),
    ],
  }
}

function round(value: number): number {
  return Math.round(value * 1000) / 1000
}
