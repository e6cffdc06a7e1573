import type { Curve } from './curve.ts'
import { deviationOf, type Finding, type FindingOptions, findDeviations } from './findings.ts'

/** How far a measured curve is from its target. */
export interface Analysis {
  /** Measured − target per grid point. */
  deviationDb: Float64Array
  /** max |deviation| in the assessment band (default 100 Hz – 10 kHz). */
  maxDeviationDb: number
  /** RMS deviation in the assessment band. */
  rmsDeviationDb: number
  findings: Finding[]
}

/** Options of the analysis: the assessment band and the finding search. */
export interface AnalyzeOptions extends FindingOptions {
  bandHz?: [number, number]
}

/** Compares a measured curve with a target on the same grid: deviation, max and RMS in band, findings. */
export function analyze(curve: Curve, target: Curve, options: AnalyzeOptions = {}): Analysis {
  if (curve.frequencies.length !== target.frequencies.length)
    throw new RangeError('curve and target grids differ')
  const deviationDb = deviationOf(curve, target)
  const [lowHz, highHz] = options.bandHz ?? [100, 10_000]
  let max = 0
  let squares = 0
  let count = 0
  curve.frequencies.forEach((f, i) => {
    if (f < lowHz || f > highHz) return
    const d = deviationDb[i]!
    max = Math.max(max, Math.abs(d))
    squares += d * d
    count++
  })
  return {
    deviationDb,
    maxDeviationDb: max,
    rmsDeviationDb: count > 0 ? Math.sqrt(squares / count) : 0,
    findings: findDeviations(curve.frequencies, deviationDb, options),
  }
}
