/**
 * A filter on music that never rests, read through the partials it lifts. A narrow band (Q 7–10) between a
 * chord's sparse low partials is sampled only when a partial lands in it, so the envelope interpolated
 * between partials (the resonance detector's main reading) averages the lift away; the partials themselves
 * keep it. Per frame, each resolved partial's level over the mean of the envelope half an octave below and
 * above it, pooled per 1/24-octave cell (and its two neighbours: a band is wider than a cell) over the frames
 * where a partial lands there. A note's own partial stands at most ~12 dB over those flanks in our material
 * (clean music and mixes); one a filter lifts stands by the filter's gain more.
 */
import { cellHz, type LogGrid } from './harmonic-envelope.ts'

/** The frame data the reading needs: power, the envelope on the grid, its resolved peaks and sampled cells. */
export interface PartialFrame {
  power: Float64Array
  envelope: Float64Array
  peaks: readonly number[]
  sampledCells: Uint8Array
}

export interface LiftedBand {
  frequencyHz: number
  /** The pooled mean of the partials' level over their flanks (dB). */
  contrastDb: number
  /** How many partials (frame × peak) the pooled mean rests on. */
  samples: number
  /** The share of those partials in the band's busiest cell: near 1 where notes hold fixed pitches. */
  steadyShare: number
}

/** A cell's pooled mean counts only over this share of the frames (and at least MIN_SAMPLES partials). */
const MIN_SHARE = 0.15
const MIN_SAMPLES = 6

/** The cell whose partials stand highest over their flanks, pooled with its neighbours; undefined if none is sampled enough. */
export function liftedPartials(
  frames: readonly PartialFrame[],
  binHz: number,
  grid: LogGrid,
  flankCells: number,
): LiftedBand | undefined {
  const sum = new Float64Array(grid.cells)
  const count = new Float64Array(grid.cells)
  for (const { power, envelope, peaks, sampledCells } of frames)
    for (const k of peaks) {
      const c = Math.floor(Math.log2((k * binHz) / grid.lowHz) * grid.perOctave)
      if (c < flankCells || c >= grid.cells - flankCells || !sampledCells[c]) continue
      const flanks = (envelope[c - flankCells]! + envelope[c + flankCells]!) / 2
      sum[c]! += 10 * Math.log10(Math.max(power[k]!, 1e-20)) - flanks
      count[c]!++
    }
  const minSamples = Math.max(MIN_SAMPLES, MIN_SHARE * frames.length)
  let best: LiftedBand | undefined
  for (let c = 1; c < grid.cells - 1; c++) {
    const samples = count[c - 1]! + count[c]! + count[c + 1]!
    if (samples < minSamples) continue
    const contrastDb = (sum[c - 1]! + sum[c]! + sum[c + 1]!) / samples
    const steadyShare = Math.max(count[c - 1]!, count[c]!, count[c + 1]!) / samples
    if (!best || contrastDb > best.contrastDb)
      best = { frequencyHz: cellHz(grid, c), contrastDb, samples, steadyShare }
  }
  return best
}
