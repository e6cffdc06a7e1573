import { DEFECT_LABELS } from '../contract/defects.ts'
import type { EvidenceSummary, ExperimentSummary } from '../contract/orchestrator-input.ts'
import type { FinalConclusion, InterimConclusion, RankedFinding } from '../contract/orchestrator-output.ts'
import { calibratedConfidence } from './confidence-calibration.ts'
import { defectVerdicts, strength } from './defect-verdicts.ts'

/** A finding is reported as one from this probability on; under it, it is named as a possibility only. */
const REPORTED = 0.5
/** A finding whose probability lies this close to even (either side) is named in the uncertainty. */
const AMBIGUOUS = 0.2

/**
 * Findings from evidence alone: one per defect a detector confirmed (its detections support it, its
 * rejections contradict it), best first, its confidence the probability that it is true given the strongest
 * detection's margin (confidence-calibration.ts). Labels come only from DEFECT_LABELS, ids only from the evidence.
 */
export function deriveFindings(evidence: readonly EvidenceSummary[]): RankedFinding[] {
  const verdicts = defectVerdicts(evidence)
  const findings: RankedFinding[] = []
  for (const label of DEFECT_LABELS) {
    const own = verdicts.filter((v) => v.defect === label)
    const support = strength(own, true)
    if (support === 0 || support <= strength(own, false)) continue
    const margin = Math.max(...own.filter((v) => v.detected).map((v) => v.score))
    findings.push({
      label,
      confidence: round(calibratedConfidence(label, margin, support)),
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
  const reported = findings.filter((f) => f.confidence >= REPORTED)
  const possible = findings.filter((f) => f.confidence < REPORTED)
  const uncertainty = [
    ...extraUncertainty,
    ...findings
      .filter((f) => Math.abs(f.confidence - 0.5) < AMBIGUOUS)
      .map((f) => `${f.label}: the evidence is ambiguous (probability ${f.confidence})`),
    ...(unchecked.length > 0 ? [`not checked: ${unchecked.join(', ')}`] : []),
    ...refused.map((e) => `experiment ${e.id} did not run: ${e.failureReasons.join('; ')}`),
  ]
  const named = (list: RankedFinding[]) => list.map((f) => `${f.label} (${f.confidence})`).join(', ')
  const summary = [
    reported.length === 0
      ? `No defect found (${checked.size} of ${DEFECT_LABELS.length} checked).`
      : `Found ${named(reported)}.`,
    ...(possible.length > 0 ? [`Possible, under even odds: ${named(possible)}.`] : []),
  ].join(' ')
  return {
    summary,
    findings,
    experimentsRun: experiments.filter((e) => e.failureReasons.length === 0).map((e) => e.id),
    uncertainty,
    suggestedNextActions: [
      ...reported.map((f) => `inspect the ${f.label} evidence: ${f.supportingEvidence.join(', ')}`),
      ...(unchecked.length > 0 ? [`run again with a larger budget to check ${unchecked.join(', ')}`] : []),
    ],
  }
}

/**
 * Where a run stands after a round: the hypotheses the evidence supports so far (at any probability, best
 * first), the defects still open, and the checks planned next.
 */
export function deriveInterim(
  evidence: readonly EvidenceSummary[],
  open: readonly string[],
  next: readonly string[],
): InterimConclusion {
  const topHypotheses = deriveFindings(evidence)
  const leading = topHypotheses.filter((f) => f.confidence >= REPORTED)
  return {
    summary:
      leading.length > 0
        ? `So far: ${leading.map((f) => `${f.label} (${f.confidence})`).join(', ')}; ${open.length} open.`
        : `So far no defect above even odds; ${open.length} open.`,
    topHypotheses,
    unresolvedQuestions: open.map((label) => `is there ${label.replace('_', ' ')}?`),
    suggestedNextActions: [...next],
  }
}

function round(value: number): number {
  return Math.round(value * 1000) / 1000
}
