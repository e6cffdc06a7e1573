/**
 * The resonance detector's main reading: per ~85 ms frame, the envelope through the resolved peaks on a
 * 1/24-octave grid and each band's contrast against the envelope half an octave below and above, averaged
 * over the frames that carry the content; with the take's long-term colour and the frames the witnesses read.
 */

import { db, floorPow2, frameStarts, powerSpectrum } from '@mindwire/dsp'
import { cellHz, type LogGrid, peakEnvelope, resolvedPeaks } from './harmonic-envelope.ts'
import { type NoiseBandExcess, noiseBandExcesses, noiseBandLevels } from './noise-band-excess.ts'
import type { WitnessFrame } from './noise-witness.ts'
import { percentile } from './stats.ts'

/** Half an octave either side: wider than a Q ≥ 3 resonance, narrower than the content's spectral tilt. */
const FLANK_CELLS = 12
const PER_OCTAVE = 24
/** Frames within 30 dB of the loud ones (95th percentile) carry the content; the rest is pauses and tails. */
const ACTIVE_RANGE_DB = 30
/** At least this share of active frames must sample a band (three resolved peaks across it) to judge it. */
const MIN_SAMPLED = 0.3
const MAX_FRAMES = 300

/** A band the partials lift: where the time-averaged envelope contrast peaks. */
export interface BandCandidate {
  frequencyHz: number
  prominenceDb: number
  consistency: number
  /** Width (octaves) where the mean contrast stays above half its peak. */
  widthOct: number
  /** Share of the band's mean power (±1/8 octave) in its strongest three bins: near 1 for a steady line. */
  lineShare: number
  /** Mean contrast against the flank below alone, and against the flank above alone (dB). */
  overBelowDb: number
  overAboveDb: number
}

export interface StableBands {
  partials: BandCandidate[]
  noise: NoiseBandExcess[]
  /** The frames read (all, and the active ones) and their bin width, for the witnesses. */
  frames: WitnessFrame[]
  active: WitnessFrame[]
  binHz: number
  /** The active frames' summed power spectrum: the take's long-term colour. */
  mean: Float64Array
}

/**
 * Local maxima of the time-averaged envelope contrast, with how often each band tops both flanks; and the
 * bands standing over both flanks where the active frames are noise-like.
 */
export function stableBands(samples: Float32Array, sampleRate: number, noiseReading: boolean): StableBands {
  const size = Math.min(floorPow2(sampleRate * 0.085), floorPow2(samples.length))
  const binHz = sampleRate / size
  const lowHz = 200
  const grid: LogGrid = {
    lowHz,
    perOctave: PER_OCTAVE,
    cells: Math.floor(Math.log2(Math.min(8000, sampleRate * 0.42) / lowHz) * PER_OCTAVE),
  }
  const frames = envelopeFrames(samples, size, binHz, grid)
  const loud = percentile(
    frames.map((f) => f.levelDb),
    95,
  )
  const active = frames.filter((f) => f.levelDb > loud - ACTIVE_RANGE_DB)
  const contrast = new Float64Array(grid.cells)
  const consistency = new Float64Array(grid.cells)
  const overBelow = new Float64Array(grid.cells)
  const overAbove = new Float64Array(grid.cells)
  for (let c = FLANK_CELLS; c < grid.cells - FLANK_CELLS; c++) {
    let sum = 0
    let sumBelow = 0
    let sumAbove = 0
    let tops = 0
    let sampled = 0
    for (const { envelope, sampledCells } of active) {
      if (!sampledCells[c]) continue
      const below = envelope[c - FLANK_CELLS]!
      const above = envelope[c + FLANK_CELLS]!
      sum += envelope[c]! - (below + above) / 2
      sumBelow += envelope[c]! - below
      sumAbove += envelope[c]! - above
      if (envelope[c]! > Math.max(below, above)) tops++
      sampled++
    }
    if (sampled < MIN_SAMPLED * active.length || sampled === 0) continue
    contrast[c] = sum / sampled
    overBelow[c] = sumBelow / sampled
    overAbove[c] = sumAbove / sampled
    consistency[c] = tops / sampled
  }
  const mean = new Float64Array(size / 2 + 1)
  for (const { power } of active) for (let k = 0; k < mean.length; k++) mean[k]! += power[k]!
  const out: BandCandidate[] = []
  for (let c = 1; c < grid.cells - 1; c++)
    if (contrast[c]! > 0 && contrast[c]! >= contrast[c - 1]! && contrast[c]! >= contrast[c + 1]!)
      out.push({
        frequencyHz: cellHz(grid, c),
        prominenceDb: contrast[c]!,
        consistency: consistency[c]!,
        widthOct: halfHeightWidth(contrast, c) / PER_OCTAVE,
        lineShare: lineShare(mean, cellHz(grid, c) / binHz),
        overBelowDb: overBelow[c]!,
        overAboveDb: overAbove[c]!,
      })
  const noise = noiseReading
    ? noiseBandExcesses(
        active.map((f) => noiseBandLevels(f.power, binHz, grid)),
        grid,
      )
    : []
  return { partials: out, noise, frames, active, binHz, mean }
}

interface EnvelopeFrame {
  levelDb: number
  power: Float64Array
  envelope: Float64Array
  /** Cells whose ±half-octave span holds three resolved peaks or more: the envelope there is measured. */
  sampledCells: Uint8Array
}

function envelopeFrames(samples: Float32Array, size: number, binHz: number, grid: LogGrid): EnvelopeFrame[] {
  const starts = frameStarts(samples.length, size, size / 2)
  const step = Math.max(1, Math.ceil(starts.length / MAX_FRAMES))
  const spread = 2 ** (FLANK_CELLS / PER_OCTAVE)
  const frames: EnvelopeFrame[] = []
  for (let i = 0; i < starts.length; i += step) {
    const power = powerSpectrum(samples, starts[i]!, size)
    const peaks = resolvedPeaks(power)
    let total = 0
    for (const p of power) total += p
    const sampledCells = new Uint8Array(grid.cells)
    // Both window edges only move up with the cell: two pointers count the peaks inside.
    let first = 0
    let end = 0
    for (let c = 0; c < grid.cells; c++) {
      const bin = cellHz(grid, c) / binHz
      while (first < peaks.length && peaks[first]! < bin / spread) first++
      while (end < peaks.length && peaks[end]! <= bin * spread) end++
      sampledCells[c] = end - first >= 3 ? 1 : 0
    }
    frames.push({
      levelDb: db(total),
      power,
      envelope: peakEnvelope(power, peaks, binHz, grid),
      sampledCells,
    })
  }
  return frames
}

/** Cells around `c` (inclusive) where `values` stays at or above half of `values[c]`. */
function halfHeightWidth(values: Float64Array, c: number): number {
  const half = values[c]! / 2
  let lo = c
  let hi = c
  while (lo > 0 && values[lo - 1]! >= half) lo--
  while (hi < values.length - 1 && values[hi + 1]! >= half) hi++
  return hi - lo + 1
}

/** The strongest three adjacent bins' share of the power within ±1/8 octave of `bin`. */
function lineShare(power: Float64Array, bin: number): number {
  const from = Math.max(1, Math.floor(bin / 2 ** (1 / 8)))
  const to = Math.min(power.length - 2, Math.ceil(bin * 2 ** (1 / 8)))
  let total = 0
  let strongest = 0
  for (let k = from; k <= to; k++) {
    total += power[k]!
    strongest = Math.max(strongest, power[k - 1]! + power[k]! + power[k + 1]!)
  }
  return total > 0 ? strongest / total : 0
}
