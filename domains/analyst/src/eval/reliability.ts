import { calibrationError, type ReliabilityBin, reliabilityTable } from '@mindwire/agent/evaluation'
import type { DefectLabel } from '../contract/index.ts'

export interface Reliability {
  /** Findings binned by confidence (the fifths every `mindwire eval` uses) with the share right in each. */
  bins: ReliabilityBin[]
  /** Expected calibration error: |share right − mean confidence| averaged over bins, weighted by findings. */
  calibrationError: number | null
}

/**
 * Whether a stated confidence means what it says: each finding (label and confidence) of each case
 * against that case's truth, binned by confidence with the shared table. Calibrated findings sit on the
 * diagonal. `map`, when given, replaces each confidence first (the calibration being checked).
 */
export function reliabilityOf(
  cases: readonly {
    truth: readonly DefectLabel[]
    findings: readonly { label: string; confidence: number }[]
  }[],
  map: (confidence: number) => number = (c) => c,
): Reliability {
  const items = cases.flatMap((c) =>
    c.findings.map((f) => ({
      confidence: map(f.confidence),
      exact: (c.truth as readonly string[]).includes(f.label),
    })),
  )
  return { bins: reliabilityTable(items), calibrationError: calibrationError(items) }
}
