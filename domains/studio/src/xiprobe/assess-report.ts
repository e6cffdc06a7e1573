import { DEFAULT_LIMITS } from './measurement-plans.ts'

/** One point of a report: THD in percent, or a response deviation from target in dB. */
export interface ReportPoint {
  frequencyHz: number
  value: number
}

export interface PointVerdict extends ReportPoint {
  limit: number
  pass: boolean
}

export interface ReportAssessment {
  metric: 'thd' | 'frequency-response'
  pass: boolean
  /** The limits the points were judged against, and where they come from. */
  limits: { text: { zh: string; en: string }; source: string }
  points: PointVerdict[]
  /** Each failing point with why; empty when it passes. */
  reasons: { zh: string[]; en: string[] }
  /** Points outside the band the limits cover, not judged. */
  skipped: ReportPoint[]
}

const hz = (f: number) => (f >= 1000 ? `${+(f / 1000).toFixed(2)} kHz` : `${+f.toFixed(1)} Hz`)

/**
 * A THD report against its limit: one stated maximum (`maxPercent`) for every point, or else the default
 * bands (3 % below 200 Hz, 1 % above). Points outside every band are listed as not judged.
 */
export function assessThd(points: readonly ReportPoint[], maxPercent?: number): ReportAssessment {
  const bands =
    maxPercent === undefined ? DEFAULT_LIMITS.thd.bands : [{ fromHz: 0, toHz: Infinity, maxPercent }]
  const judged: PointVerdict[] = []
  const skipped: ReportPoint[] = []
  for (const point of points) {
    const band = bands.find(
      (candidate) => point.frequencyHz >= candidate.fromHz && point.frequencyHz < candidate.toHz,
    )
    if (!band) skipped.push(point)
    else judged.push({ ...point, limit: band.maxPercent, pass: point.value <= band.maxPercent })
  }
  const failing = judged.filter((point) => !point.pass)
  const text =
    maxPercent === undefined
      ? {
          zh: bands.map((band) => `${hz(band.fromHz)}–${hz(band.toHz)} ≤ ${band.maxPercent}%`).join('，'),
          en: bands.map((band) => `${hz(band.fromHz)}–${hz(band.toHz)} ≤ ${band.maxPercent}%`).join(', '),
        }
      : { zh: `全频段 ≤ ${maxPercent}%`, en: `≤ ${maxPercent}% at every frequency` }
  return {
    metric: 'thd',
    pass: judged.length > 0 && failing.length === 0,
    limits: { text, source: maxPercent === undefined ? DEFAULT_LIMITS.thd.source : 'stated in the request' },
    points: judged,
    reasons: {
      zh: failing.map((point) => `${hz(point.frequencyHz)} THD ${point.value}% 超过限值 ${point.limit}%`),
      en: failing.map(
        (point) => `${hz(point.frequencyHz)}: THD ${point.value}% exceeds the ${point.limit}% limit`,
      ),
    },
    skipped,
  }
}

/** A response report (deviation from target in dB) against ±tolerance within the assessed band. */
export function assessResponse(points: readonly ReportPoint[], toleranceDb?: number): ReportAssessment {
  const limits = DEFAULT_LIMITS['frequency-response']
  const tolerance = toleranceDb ?? limits.toleranceDb
  const inBand = (point: ReportPoint) =>
    point.frequencyHz >= limits.fromHz && point.frequencyHz <= limits.toHz
  const judged = points
    .filter(inBand)
    .map((point) => ({ ...point, limit: tolerance, pass: Math.abs(point.value) <= tolerance }))
  const failing = judged.filter((point) => !point.pass)
  const sign = (value: number) => (value > 0 ? `+${value}` : `${value}`)
  return {
    metric: 'frequency-response',
    pass: judged.length > 0 && failing.length === 0,
    limits: {
      text: {
        zh: `${hz(limits.fromHz)}–${hz(limits.toHz)} 内 ±${tolerance} dB`,
        en: `±${tolerance} dB within ${hz(limits.fromHz)}–${hz(limits.toHz)}`,
      },
      source: toleranceDb === undefined ? limits.source : 'stated in the request',
    },
    points: judged,
    reasons: {
      zh: failing.map(
        (point) => `${hz(point.frequencyHz)} 偏差 ${sign(point.value)} dB 超出 ±${tolerance} dB`,
      ),
      en: failing.map(
        (point) => `${hz(point.frequencyHz)}: ${sign(point.value)} dB is outside ±${tolerance} dB`,
      ),
    },
    skipped: points.filter((point) => !inBand(point)),
  }
}
