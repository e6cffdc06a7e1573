import { cascadeMagnitudeDb, peaking, qFromBandwidth } from '@mindwire/dsp'
import { levenbergMarquardt } from 'ml-levenberg-marquardt'
import { finding } from '../measurement/findings.ts'

/** One peaking band auto-tune fits. */
export interface Band {
  fc: number
  gainDb: number
  q: number
}

/** The box every band stays in: the catalogue's ranges narrowed by the tuning rules (boost cap). */
export interface BandLimits {
  fcHz: [number, number]
  gainDb: [number, number]
  q: [number, number]
}

/** The response of a set of bands in dB at each frequency. */
export function bandsDb(
  bands: readonly Band[],
  frequencies: ArrayLike<number>,
  sampleRate: number,
): Float64Array {
  const sections = bands.map((b) => peaking(b.fc, b.gainDb, b.q, sampleRate))
  return Float64Array.from({ length: frequencies.length }, (_, i) =>
    cascadeMagnitudeDb(sections, frequencies[i]!, sampleRate),
  )
}

const clamp = (x: number, [lo, hi]: [number, number]) => Math.min(hi, Math.max(lo, x))

/**
 * The band a greedy step places at the largest deviation in the band (cuts preferred: a peak counts in full,
 * a dip at 80%, since filling dips wastes headroom): fc at the extreme, gain = −deviation, Q from its width.
 */
export function greedyBand(
  frequencies: Float64Array,
  deviationDb: Float64Array,
  bandHz: [number, number],
  limits: BandLimits,
): Band | undefined {
  let best = -1
  let score = 0
  deviationDb.forEach((d, i) => {
    const f = frequencies[i]!
    if (f < bandHz[0] || f > bandHz[1]) return
    const s = d > 0 ? d : -0.8 * d
    if (s > score) {
      score = s
      best = i
    }
  })
  if (best < 0) return undefined
  const found = finding(frequencies, deviationDb, best)
  return {
    fc: clamp(found.frequencyHz, limits.fcHz),
    gainDb: clamp(-found.deviationDb, limits.gainDb),
    q: clamp(qFromBandwidth(Math.max(found.bandwidthOct, 0.1)), limits.q),
  }
}

/**
 * Refines all bands at once by bounded Levenberg–Marquardt so that base + bands ≈ target on the points of
 * the band. Parameters are log2 fc, gain and log2 Q, so one step size suits all three.
 */
export function refineBands(
  bands: readonly Band[],
  frequencies: Float64Array,
  baseDb: Float64Array,
  targetDb: Float64Array,
  bandHz: [number, number],
  limits: BandLimits,
  sampleRate: number,
): Band[] {
  if (bands.length === 0) return []
  const points = [...frequencies.keys()].filter(
    (i) => frequencies[i]! >= bandHz[0] && frequencies[i]! <= bandHz[1],
  )
  const fs = points.map((i) => frequencies[i]!)
  const wanted = points.map((i) => targetDb[i]! - baseDb[i]!)
  const toBands = (p: number[]): Band[] =>
    bands.map((_, k) => ({ fc: 2 ** p[3 * k]!, gainDb: p[3 * k + 1]!, q: 2 ** p[3 * k + 2]! }))
  const model = (p: number[]) => {
    const curve = bandsDb(toBands(p), fs, sampleRate)
    return (x: number) => curve[x]!
  }
  const repeat = (values: number[]) => bands.flatMap(() => values)
  const result = levenbergMarquardt({ x: points.map((_, j) => j), y: wanted }, model, {
    initialValues: bands.flatMap((b) => [Math.log2(b.fc), b.gainDb, Math.log2(b.q)]),
    minValues: repeat([Math.log2(limits.fcHz[0]), limits.gainDb[0], Math.log2(limits.q[0])]),
    maxValues: repeat([Math.log2(limits.fcHz[1]), limits.gainDb[1], Math.log2(limits.q[1])]),
    gradientDifference: 1e-3,
    centralDifference: true,
    damping: 0.1,
    maxIterations: 40,
    errorTolerance: 1e-4,
  })
  return toBands(result.parameterValues)
}
