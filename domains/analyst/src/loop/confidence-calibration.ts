/**
 * A finding's confidence as the probability that it is true, read from its detector's evidence margin (the
 * verdict's `score`: how far past its decision line the detector's statistic lies, 0–1). The mapping is a
 * logistic curve per defect, fitted on real recordings by scripts/fit-calibration.ts and kept as data
 * (data/confidence-calibration.json); a defect the table lacks keeps the detector's stated confidence.
 */
import table from '../../data/confidence-calibration.json' with { type: 'json' }
import type { DefectLabel } from '../contract/defects.ts'

export interface LogisticFit {
  /** log-odds at score 0 */
  intercept: number
  /** log-odds gained per unit of score */
  slope: number
}

const FITS = table.labels as Partial<Record<DefectLabel, LogisticFit>>

/** The logistic curve's probability at `score`. */
export function logistic(fit: LogisticFit, score: number): number {
  return 1 / (1 + Math.exp(-(fit.intercept + fit.slope * score)))
}

/** The probability a `label` finding is true given its strongest detection's score; `stated` without a fit. */
export function calibratedConfidence(label: DefectLabel, score: number, stated: number): number {
  const fit = FITS[label]
  return fit ? logistic(fit, score) : stated
}
