/**
 * A resonance read where the take is noise-like (room tone, breath, fricatives, broadband noise). A fixed
 * filter multiplies every frame's spectrum by |H(f)|; where the content is noise its spectrum is smooth, so
 * a band standing over its neighbours a third to half an octave away, frame after frame, is |H| itself.
 * The partial-envelope reading cannot see it: noise has no resolved partials to draw an envelope through.
 */

import { db, spectralFlatness } from '@mindwire/dsp'
import { cellHz, type LogGrid } from './harmonic-envelope.ts'
import { percentile } from './stats.ts'

/** Each band averages ±1/12 octave of bins: narrower than a Q ≥ 3 peak's top, wide enough to tame noise. */
const BAND_HALF_OCT = 1 / 12
/**
 * Geometric over arithmetic mean of a band's bins. Noise bins are exponentially distributed about a smooth
 * mean (ratio e^−γ ≈ 0.56, higher over few bins); a partial among them pulls it far down, and a dense bed
 * of sustained partials (an ensemble of strings, an organ) reads 0.35–0.45, so it is not taken for noise.
 */
const NOISE_FLATNESS = 0.45
/**
 * Flatness over fewer bins cannot tell noise from a partial: a windowed sine's main lobe fills ~4 bins, and
 * three of them read 0.79. Where the band is narrower, its flatness is judged over this many bins around it.
 */
const MIN_FLATNESS_BINS = 7
/** The neighbourhood: bands from a quarter to half an octave either side, wider than a Q ≥ 3 resonance. */
const FLANK_FROM_OCT = 1 / 4
const FLANK_TO_OCT = 1 / 2
/** A resonance lifts its band in nearly every noise-like frame; a chance bump of the noise does not persist. */
const PERSISTENCE_DB = 3
/** At least this many frames must be noise-like across the band and its flanks to judge it. */
const MIN_NOISE_FRAMES = 10

/** One band's reading over the noise-like frames. */
export interface NoiseBandExcess {
  frequencyHz: number
  /** Median over noise-like frames of the band's level over its flanks (dB). */
  excessDb: number
  /** Share of those frames where the band stands more than 3 dB over its flanks. */
  persistence: number
  noiseFrames: number
}

/** Per frame: each grid cell's band level (dB), NaN where the band is not noise-like. */
export function noiseBandLevels(power: Float64Array, binHz: number, grid: LogGrid): Float64Array {
  const out = new Float64Array(grid.cells)
  const last = power.length - 1
  for (let c = 0; c < grid.cells; c++) {
    const hz = cellHz(grid, c)
    const [from, to] = bandBins(power, binHz, hz)
    const half = Math.floor(MIN_FLATNESS_BINS / 2)
    const centre = Math.round(hz / binHz)
    const flat = spectralFlatness(
      power,
      Math.max(1, Math.min(from, centre - half)),
      Math.min(last, Math.max(to, centre + half)),
    )
    out[c] = flat >= NOISE_FLATNESS ? db(meanOf(power, from, to)) : Number.NaN
  }
  return out
}

function meanOf(power: Float64Array, from: number, to: number): number {
  let sum = 0
  for (let k = from; k <= to; k++) sum += power[k]!
  return sum / (to - from + 1)
}

/** The bins (first and last, inclusive) of the band ±1/12 octave around `hz`, as every band here is read. */
function bandBins(power: Float64Array, binHz: number, hz: number): [number, number] {
  return [
    Math.max(1, Math.floor(hz / 2 ** BAND_HALF_OCT / binHz)),
    Math.min(power.length - 1, Math.ceil((hz * 2 ** BAND_HALF_OCT) / binHz)),
  ]
}

/** The mean power (dB) of the band ±1/12 octave around `hz`, noise-like or not. */
export function bandMeanDb(power: Float64Array, binHz: number, hz: number): number {
  const [from, to] = bandBins(power, binHz, hz)
  return db(meanOf(power, from, to))
}

/**
 * One frame's band at `frequencyHz` over its flanks, read as `noiseBandExcesses` reads every band; NaN where
 * the band or a flank is not noise-like in this frame.
 */
export function noiseExcessAt(
  power: Float64Array,
  binHz: number,
  frequencyHz: number,
  perOctave = 24,
): number {
  const from = Math.round(FLANK_FROM_OCT * perOctave)
  const to = Math.round(FLANK_TO_OCT * perOctave)
  // Only the band and its flanks: the cells from `to` below it to `to` above.
  const grid: LogGrid = { lowHz: frequencyHz / 2 ** (to / perOctave), perOctave, cells: 2 * to + 1 }
  return excessOverFlanks(noiseBandLevels(power, binHz, grid), to, from, to)
}

/**
 * Local maxima over the grid of the median excess of each band over its flanks, taken over the frames
 * where the band and every flank band are noise-like.
 */
export function noiseBandExcesses(frames: Float64Array[], grid: LogGrid): NoiseBandExcess[] {
  const from = Math.round(FLANK_FROM_OCT * grid.perOctave)
  const to = Math.round(FLANK_TO_OCT * grid.perOctave)
  const median = new Float64Array(grid.cells).fill(Number.NaN)
  const persistence = new Float64Array(grid.cells)
  const counts = new Uint32Array(grid.cells)
  for (let c = to; c < grid.cells - to; c++) {
    const excess: number[] = []
    for (const levels of frames) {
      const e = excessOverFlanks(levels, c, from, to)
      if (!Number.isNaN(e)) excess.push(e)
    }
    if (excess.length < MIN_NOISE_FRAMES) continue
    median[c] = percentile(excess, 50)
    persistence[c] = excess.filter((e) => e > PERSISTENCE_DB).length / excess.length
    counts[c] = excess.length
  }
  const out: NoiseBandExcess[] = []
  for (let c = 1; c < grid.cells - 1; c++) {
    const m = median[c]!
    if (!(m > 0) || m < (median[c - 1] ?? 0) || m < (median[c + 1] ?? 0)) continue
    out.push({
      frequencyHz: cellHz(grid, c),
      excessDb: m,
      persistence: persistence[c]!,
      noiseFrames: counts[c]!,
    })
  }
  return out
}

/**
 * The band's level over the higher of its two flanks (each the mean of its bands), so the band must top
 * both sides as a peak does: a low-pass's knee stands over its far side only. NaN when any band is not
 * noise-like.
 */
function excessOverFlanks(levels: Float64Array, c: number, from: number, to: number): number {
  let below = 0
  let above = 0
  for (let d = from; d <= to; d++) {
    below += levels[c - d]!
    above += levels[c + d]!
  }
  return levels[c]! - Math.max(below, above) / (to - from + 1)
}
