/**
 * The spectral envelope through a frame's resolved peaks (harmonics, partials), on a log-frequency grid.
 * The envelope of a voiced or pitched sound is what a filter shapes; the raw spectrum between partials is
 * window leakage, so a held note's partial and a boosted band look alike there but not here.
 */

/** A peak must stand this far (power ratio, 10 dB) above the lower of the bins 3 away: a resolved partial, not a sidelobe. */
const PEAK_PROMINENCE = 10
/** Peaks more than 70 dB under the frame's loudest bin are the floor's ripple. */
const PEAK_FLOOR = 1e-7

/** Bins of resolved spectral peaks in a power spectrum, ascending. */
export function resolvedPeaks(power: Float64Array): number[] {
  let loudest = 0
  for (const p of power) loudest = Math.max(loudest, p)
  const peaks: number[] = []
  for (let k = 3; k < power.length - 3; k++) {
    const p = power[k]!
    if (!(p > power[k - 1]! && p >= power[k + 1]! && p > power[k - 2]! && p >= power[k + 2]!)) continue
    if (p > loudest * PEAK_FLOOR && p > PEAK_PROMINENCE * Math.min(power[k - 3]!, power[k + 3]!))
      peaks.push(k)
  }
  return peaks
}

/** A log-frequency grid: `cells` points `perOctave` apart from `lowHz` (cell centres). */
export interface LogGrid {
  lowHz: number
  perOctave: number
  cells: number
}

/** The centre frequency of a grid cell. */
export const cellHz = (grid: LogGrid, cell: number) => grid.lowHz * 2 ** ((cell + 0.5) / grid.perOctave)

/**
 * The envelope (dB) at each grid cell: linear in dB between the neighbouring peaks over log frequency,
 * held flat beyond the first and last peak. NaN everywhere when the frame has no peak.
 */
export function peakEnvelope(
  power: Float64Array,
  peaks: number[],
  binHz: number,
  grid: LogGrid,
): Float64Array {
  const out = new Float64Array(grid.cells).fill(Number.NaN)
  if (peaks.length === 0) return out
  const dbAt = (k: number) => 10 * Math.log10(Math.max(power[k]!, 1e-20))
  let j = 0
  for (let c = 0; c < grid.cells; c++) {
    const bin = cellHz(grid, c) / binHz
    while (j < peaks.length - 1 && peaks[j + 1]! < bin) j++
    const a = peaks[j]!
    const b = peaks[j + 1]
    if (b === undefined || bin <= a) out[c] = dbAt(a)
    else {
      const w = Math.log(bin / a) / Math.log(b / a)
      out[c] = dbAt(a) * (1 - w) + dbAt(b) * w
    }
  }
  return out
}
