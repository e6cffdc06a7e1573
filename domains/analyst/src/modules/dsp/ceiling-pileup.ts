/**
 * Clipping read at the take's own ceiling, whatever its level. A hard limit writes one value for every
 * crest that reaches it, so (1) the samples at a channel's own peak come in flat runs, even after the take
 * was turned down, and (2) the amplitude distribution piles up at the top: the loudest 0.1–2 % of samples
 * all sit at one level, where program material thins out in a long tail (its loudest quarter of those
 * samples stands 5 % or more above the rest). Lossy coding rounds the flat tops off, but the pile-up stays.
 */
import { clippedRuns } from './clipped-runs.ts'
import { rms } from './stats.ts'

/** At the ceiling: within 0.001 dB of the channel's own peak (flat means equal, as clippedRuns reads it). */
const AT_CEILING = 1 - 1e-4
/** The shares of loudest samples at which the tail is read (0.1–2 %: the clipped shares worth reporting). */
const TAIL_SHARES = [0.001, 0.002, 0.005, 0.01, 0.02]
/**
 * A steady tone's crests sit 3 dB over its RMS and pile up there by nature (a sine's arcsine
 * distribution): the pile-up only speaks for clipping where it stands well above the RMS, as program
 * material's crests do (6 dB and more).
 */
const CREST_OVER_RMS = 2

export interface CeilingReading {
  /** Share of samples in flat runs at the channel's own ceiling. */
  flatShare: number
  /** Number of such runs. */
  runs: number
  /** Sample index of the first run, or −1. */
  firstRun: number
  /** The smallest ratio of the top quarter of a loudest-share to that share's threshold (1 = all equal). */
  tailRatio: number
  /** The channel's peak magnitude. */
  peak: number
}

/** The ceiling reading of one channel. */
export function readCeiling(samples: Float32Array, minRun: number): CeilingReading {
  let max = 0
  let min = 0
  for (const x of samples) {
    if (x > max) max = x
    if (x < min) min = x
  }
  const peak = Math.max(max, -min)
  const found = peak > 0 ? clippedRuns(samples, AT_CEILING * peak, minRun) : []
  const flat = found.reduce((sum, run) => sum + run.end - run.start, 0)
  return {
    flatShare: samples.length ? flat / samples.length : 0,
    runs: found.length,
    firstRun: found[0]?.start ?? -1,
    tailRatio: tailRatio(samples),
    peak,
  }
}

/** min over shares p of |x|'s (1 − p/4)-quantile over its (1 − p)-quantile, among tails standing over the crest. */
function tailRatio(samples: Float32Array): number {
  if (samples.length < 1000) return Number.POSITIVE_INFINITY
  const sorted = Float32Array.from(samples, Math.abs).sort()
  const level = rms(samples)
  const at = (share: number) => sorted[Math.min(sorted.length - 1, Math.floor((1 - share) * sorted.length))]!
  let ratio = Number.POSITIVE_INFINITY
  for (const share of TAIL_SHARES) {
    const threshold = at(share)
    if (threshold < CREST_OVER_RMS * level || threshold <= 0) continue
    ratio = Math.min(ratio, at(share / 4) / threshold)
  }
  return ratio
}
