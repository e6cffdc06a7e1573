import type { Curve } from './curve.ts'

/** A peak or dip of a response against its target, found from the data. */
export interface Finding {
  kind: 'peak' | 'dip'
  frequencyHz: number
  /** Measured − target at the extreme point. */
  deviationDb: number
  /** Width in octaves where the deviation stays beyond half its extreme. */
  bandwidthOct: number
  /** e.g. "80 Hz 附近 +6.1 dB 过冲 (overshoot)", "3.2 kHz −5.4 dB 凹陷 (dip)". */
  text: string
}

/** Options of the peak/dip search. */
export interface FindingOptions {
  /** Report deviations beyond ±thresholdDb (default 3). */
  thresholdDb?: number
  /** Frequency range searched (default 40 Hz – 16 kHz). */
  rangeHz?: [number, number]
}

/** A frequency as people write it: "80 Hz", "3.2 kHz". */
export function formatFrequency(hz: number): string {
  return hz < 1000 ? `${Math.round(hz)} Hz` : `${(hz / 1000).toFixed(1)} kHz`
}

function findingText(kind: Finding['kind'], hz: number, db: number): string {
  const value = `${db >= 0 ? '+' : '−'}${Math.abs(db).toFixed(1)} dB`
  return kind === 'peak'
    ? `${formatFrequency(hz)} 附近 ${value} 过冲 (overshoot)`
    : `${formatFrequency(hz)} ${value} 凹陷 (dip)`
}

/**
 * Peaks and dips of `deviationDb` (measured − target per grid point): each run of points beyond the
 * threshold with one sign is one finding at its extreme point, largest first.
 */
export function findDeviations(
  frequencies: Float64Array,
  deviationDb: Float64Array,
  options: FindingOptions = {},
): Finding[] {
  const threshold = options.thresholdDb ?? 3
  const [lowHz, highHz] = options.rangeHz ?? [40, 16_000]
  const inRange = (i: number) => frequencies[i]! >= lowHz && frequencies[i]! <= highHz
  const findings: Finding[] = []
  let i = 0
  while (i < frequencies.length) {
    const d = deviationDb[i]!
    if (!inRange(i) || Math.abs(d) <= threshold) {
      i++
      continue
    }
    const sign = Math.sign(d)
    let extreme = i
    let end = i
    while (end < frequencies.length && inRange(end) && deviationDb[end]! * sign > threshold) {
      if (deviationDb[end]! * sign > deviationDb[extreme]! * sign) extreme = end
      end++
    }
    findings.push(finding(frequencies, deviationDb, extreme))
    i = end
  }
  return findings.sort((a, b) => Math.abs(b.deviationDb) - Math.abs(a.deviationDb))
}

/** The finding at an extreme point, its width measured where the deviation falls to half. */
export function finding(frequencies: Float64Array, deviationDb: Float64Array, extreme: number): Finding {
  const peak = deviationDb[extreme]!
  const half = peak / 2
  const edge = (step: 1 | -1): number => {
    let j = extreme
    while (j + step >= 0 && j + step < frequencies.length && deviationDb[j + step]! / half > 1) j += step
    // Interpolate to where the deviation crosses half, in log frequency.
    const next = j + step
    if (next < 0 || next >= frequencies.length) return Math.log2(frequencies[j]!)
    const t = (deviationDb[j]! - half) / (deviationDb[j]! - deviationDb[next]!)
    return Math.log2(frequencies[j]!) + t * (Math.log2(frequencies[next]!) - Math.log2(frequencies[j]!))
  }
  const kind = peak > 0 ? 'peak' : 'dip'
  const frequencyHz = frequencies[extreme]!
  return {
    kind,
    frequencyHz,
    deviationDb: peak,
    bandwidthOct: Math.max(edge(1) - edge(-1), 1 / 24),
    text: findingText(kind, frequencyHz, peak),
  }
}

/** Measured − target per point. */
export function deviationOf(measured: Curve, target: Curve): Float64Array {
  return measured.magnitudeDb.map((db, i) => db - target.magnitudeDb[i]!)
}
