import { DEFECT_LABELS, type DefectLabel, isDefectLabel } from '../contract/defects.ts'
import type { EvidenceSummary } from '../contract/orchestrator-input.ts'

/** A detector's word on one defect, read from evidence by the convention the executor follows. */
export interface DefectVerdict {
  evidenceId: string
  defect: DefectLabel
  detected: boolean
  score: number
  confidence: number
}

/**
 * Detector verdicts in a set of evidence: `category: 'anomaly'` with `values.defect` (a defect label) and
 * `values.detected` (a boolean). Anything else is a feature, a hint at most, never a verdict.
 */
export function defectVerdicts(evidence: readonly EvidenceSummary[]): DefectVerdict[] {
  const verdicts: DefectVerdict[] = []
  for (const item of evidence) {
    if (item.category !== 'anomaly') continue
    const { defect, detected, score } = item.values
    if (typeof defect !== 'string' || !isDefectLabel(defect) || typeof detected !== 'boolean') continue
    verdicts.push({
      evidenceId: item.id,
      defect,
      detected,
      score:
        typeof score === 'number' && Number.isFinite(score)
          ? Math.min(1, Math.max(0, score))
          : detected
            ? 1
            : 0,
      confidence: item.confidence,
    })
  }
  return verdicts
}

export type Resolution = 'confirmed' | 'ruled_out' | 'unresolved'

/**
 * Where each defect stands: confirmed when the strongest detection outweighs the strongest rejection,
 * ruled out when a rejection does, unresolved without any verdict.
 */
export function resolveDefects(evidence: readonly EvidenceSummary[]): Map<DefectLabel, Resolution> {
  const verdicts = defectVerdicts(evidence)
  const out = new Map<DefectLabel, Resolution>()
  for (const label of DEFECT_LABELS) {
    const own = verdicts.filter((v) => v.defect === label)
    if (own.length === 0) out.set(label, 'unresolved')
    else out.set(label, strength(own, true) > strength(own, false) ? 'confirmed' : 'ruled_out')
  }
  return out
}

/** The strongest verdict's confidence on one side (detected or not); 0 when that side has none. */
export function strength(verdicts: readonly DefectVerdict[], detected: boolean): number {
  return Math.max(0, ...verdicts.filter((v) => v.detected === detected).map((v) => v.confidence))
}
