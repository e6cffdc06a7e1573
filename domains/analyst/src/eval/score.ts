import { DEFECT_LABELS, type DefectLabel, type FinalConclusion, isDefectLabel } from '../contract/index.ts'
import { CONFIDENCE_MAP, mapConfidence } from './confidence-map.ts'
import { type Reliability, reliabilityOf } from './reliability.ts'

/** A finding counts when the analyst is at least this confident in it. */
export const FINDING_THRESHOLD = 0.5

/** The targets for the offline planner. */
export const TARGETS = { precision: 0.9, recall: 0.9, cleanControls: 0.95, medianExperiments: 6 }

/** What happened on one case: the truth, the labels found, the cost, or the error that stopped it. */
export interface CaseOutcome {
  id: string
  truth: DefectLabel[]
  /** Labels of findings at or above the threshold, deduplicated; may include labels outside DEFECT_LABELS. */
  found: string[]
  /** Each finding at or above the threshold with its stated confidence (the highest per label). */
  findings?: { label: string; confidence: number }[]
  experimentsUsed: number
  ms: number
  error?: string
}

export interface LabelScore {
  /** Cases whose truth has the label. */
  support: number
  truePositives: number
  falsePositives: number
  recall: number | null
  precision: number | null
}

export interface AnalystScore {
  cases: number
  errors: number
  /** Micro-averaged over labels: every (case, label) pair counts once. */
  precision: number | null
  recall: number | null
  perLabel: Record<DefectLabel, LabelScore>
  /** Findings whose label is not a known defect (always false positives). */
  unknownLabels: number
  controls: { cases: number; falseAlarms: number; falseAlarmRate: number | null; cleanRate: number | null }
  experiments: { median: number | null; max: number | null }
  ms: { median: number | null; max: number | null }
  targets: Record<keyof typeof TARGETS, { target: number; value: number | null; met: boolean }>
  /** Whether the stated confidences mean what they say (see reliability.ts). */
  reliability: Reliability
  /** The same findings with each confidence passed through the committed monotone map (confidence-map.ts). */
  calibrated: Reliability
  failures: {
    id: string
    truth: DefectLabel[]
    found: string[]
    missed: string[]
    extra: string[]
    error?: string
  }[]
}

/** A conclusion's findings at or above the threshold, the highest confidence per label. */
export function foundFindings(
  final: { findings: readonly { label: string; confidence: number }[] },
  threshold = FINDING_THRESHOLD,
): { label: string; confidence: number }[] {
  const best = new Map<string, number>()
  for (const f of final.findings)
    if (f.confidence >= threshold) best.set(f.label, Math.max(best.get(f.label) ?? 0, f.confidence))
  return [...best].map(([label, confidence]) => ({ label, confidence }))
}

/** The labels of a conclusion's findings at or above the threshold, once each, in the order given. */
export function foundLabels(final: FinalConclusion, threshold = FINDING_THRESHOLD): string[] {
  return [...new Set(final.findings.filter((f) => f.confidence >= threshold).map((f) => f.label))]
}

const ratio = (num: number, den: number) => (den === 0 ? null : num / den)

/** The middle value (mean of the two middle ones for an even count); null for none. */
export function median(values: number[]): number | null {
  if (values.length === 0) return null
  const sorted = [...values].sort((a, b) => a - b)
  const mid = sorted.length >> 1
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2
}

/**
 * Scores outcomes against the injected truth. A case that errored found nothing (its truth counts as
 * missed) and a control that errored is not clean: an analyst that fails must not score as careful.
 */
export function scoreAnalyst(outcomes: CaseOutcome[]): AnalystScore {
  const judged = outcomes.map((o) => ({ truth: o.truth, findings: o.findings ?? [] }))
  const perLabel = Object.fromEntries(
    DEFECT_LABELS.map((l) => [
      l,
      { support: 0, truePositives: 0, falsePositives: 0, recall: null, precision: null },
    ]),
  ) as Record<DefectLabel, LabelScore>
  let tp = 0
  let fp = 0
  let fn = 0
  let unknownLabels = 0
  const failures: AnalystScore['failures'] = []
  for (const outcome of outcomes) {
    const truth = new Set<string>(outcome.truth)
    for (const label of outcome.truth) perLabel[label].support++
    const missed = outcome.truth.filter((l) => !outcome.found.includes(l))
    const extra = outcome.found.filter((l) => !truth.has(l))
    for (const label of outcome.found) {
      if (truth.has(label)) tp++
      else fp++
      if (!isDefectLabel(label)) unknownLabels++
      else if (truth.has(label)) perLabel[label].truePositives++
      else perLabel[label].falsePositives++
    }
    fn += missed.length
    if (missed.length || extra.length || outcome.error)
      failures.push({
        id: outcome.id,
        truth: outcome.truth,
        found: outcome.found,
        missed,
        extra,
        error: outcome.error,
      })
  }
  for (const score of Object.values(perLabel)) {
    score.recall = ratio(score.truePositives, score.support)
    score.precision = ratio(score.truePositives, score.truePositives + score.falsePositives)
  }
  const controls = outcomes.filter((o) => o.truth.length === 0)
  const falseAlarms = controls.filter((o) => o.found.length > 0).length
  const clean = controls.filter((o) => o.found.length === 0 && !o.error).length
  const ran = outcomes.filter((o) => !o.error)
  const precision = ratio(tp, tp + fp)
  const recall = ratio(tp, tp + fn)
  const cleanRate = ratio(clean, controls.length)
  const experimentsMedian = median(ran.map((o) => o.experimentsUsed))
  const target = (name: keyof typeof TARGETS, value: number | null, atMost = false) => ({
    target: TARGETS[name],
    value,
    met: value !== null && (atMost ? value <= TARGETS[name] : value >= TARGETS[name]),
  })
  return {
    cases: outcomes.length,
    errors: outcomes.length - ran.length,
    precision,
    recall,
    perLabel,
    unknownLabels,
    controls: {
      cases: controls.length,
      falseAlarms,
      falseAlarmRate: ratio(falseAlarms, controls.length),
      cleanRate,
    },
    experiments: { median: experimentsMedian, max: maxOf(ran.map((o) => o.experimentsUsed)) },
    ms: { median: median(ran.map((o) => o.ms)), max: maxOf(ran.map((o) => o.ms)) },
    targets: {
      precision: target('precision', precision),
      recall: target('recall', recall),
      cleanControls: target('cleanControls', cleanRate),
      medianExperiments: target('medianExperiments', experimentsMedian, true),
    },
    failures,
    reliability: reliabilityOf(judged),
    calibrated: reliabilityOf(judged, (c) => mapConfidence(CONFIDENCE_MAP, c)),
  }
}

const maxOf = (values: number[]) => (values.length ? Math.max(...values) : null)
