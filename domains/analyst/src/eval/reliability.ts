import type { DefectLabel } from '../contract/index.ts'

/** One band of stated confidence: how many findings said it, and how many of those were true. */
export interface ReliabilityBin {
  from: number
  to: number
  findings: number
  right: number
  /** The mean confidence stated in the band. */
  meanConfidence: number | null
  /** The share of its findings that were true. */
  accuracy: number | null
}

export interface Reliability {
  bins: ReliabilityBin[]
  /** Expected calibration error: |accuracy − mean confidence| averaged over bins, weighted by findings. */
  calibrationError: number | null
}

/** Bands of 0.1 from the finding threshold up: a finding at 0.5–0.6 should be right about 55 % of the time. */
const EDGES = [0.5, 0.6, 0.7, 0.8, 0.9, 1.0001]

/**
 * Whether a stated confidence means what it says: each finding (label and confidence) of each case
 * against that case's truth, binned by confidence. Calibrated findings sit on the diagonal.
 */
export function reliabilityOf(
  cases: readonly {
    truth: readonly DefectLabel[]
    findings: readonly { label: string; confidence: number }[]
  }[],
): Reliability {
  const bins = EDGES.slice(0, -1).map((from, i) => ({
    from,
    to: Math.min(1, EDGES[i + 1]!),
    sum: 0,
    findings: 0,
    right: 0,
  }))
  for (const c of cases)
    for (const finding of c.findings) {
      const bin = bins.find((b, i) => finding.confidence >= b.from && finding.confidence < EDGES[i + 1]!)
      if (!bin) continue
      bin.findings++
      bin.sum += finding.confidence
      if ((c.truth as readonly string[]).includes(finding.label)) bin.right++
    }
  const total = bins.reduce((n, b) => n + b.findings, 0)
  let error = 0
  const out = bins.map(({ sum, ...b }) => {
    const meanConfidence = b.findings ? sum / b.findings : null
    const accuracy = b.findings ? b.right / b.findings : null
    if (meanConfidence !== null && accuracy !== null)
      error += (b.findings / total) * Math.abs(accuracy - meanConfidence)
    return { ...b, meanConfidence, accuracy }
  })
  return { bins: out, calibrationError: total ? error : null }
}
