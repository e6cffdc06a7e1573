import { db, floorPow2, frameStarts, powerSpectrum } from '@mindwire/dsp'
import { bandLevels, medianSpectrum } from './band-levels.ts'
import { bellExcesses, type ReadBell, readAt, strongestBell } from './bell-over-sides.ts'
import { silentRuns } from './silent-runs.ts'
import { percentile } from './stats.ts'

/**
 * A resonance read from the take's noise floor. A filter in the chain colours everything before it: the
 * source, and also the hiss, room tone or dither the source rests on. Where the source rests, that floor
 * is the only thing playing, and it has no partials or formants of its own: its spectrum is smooth, so a
 * band standing over both sides of it is the filter's |H|, read directly. A voice's formants and a chord's
 * partials, which the partial envelope cannot tell from a filter, are simply not there.
 */

/** White noise's periodogram has a flatness near 0.56; content (partials, formant tails) sits far lower. */
const FLOOR_FLATNESS = 0.4
/** The floor is steady: frames within 1 dB of its level, not a decaying tail above it. */
const FLOOR_SPREAD_DB = 1
/** The source must rest at least this far above its floor, or the "floor" is the content itself. */
const MIN_DEPTH_DB = 20
/** Five frames (~0.1 s at half overlap) for a per-bin median that does not follow one frame's chance. */
const MIN_FRAMES = 5
/** The quietest noise-like frames, in order: the floor's level is the third's. */
const FLOOR_REFERENCE = 2
/**
 * A witness asks one band only (a yes or no, not where a bell stands), so three frames do: speech rests in
 * pauses of a word's length, which hold few whole frames.
 */
const WITNESS_FRAMES = 3
const PER_OCTAVE = 12
const LOW_HZ = 250

/** The floor's bell, and how many frames the floor was read from. */
export interface FloorResonance extends ReadBell {
  frames: number
}

/** A take's ~43 ms frames (half overlap) as the floor readings see them: power spectra, and digital silence. */
export interface FloorFrames {
  sampleRate: number
  binHz: number
  frames: Array<{ power: Float64Array; touchesSilence: boolean }>
}

/** The frames every floor reading of one take starts from: computed once, read in as many bands as asked. */
export function floorFrames(samples: Float32Array, sampleRate: number): FloorFrames {
  const size = Math.min(floorPow2(sampleRate * 0.043), floorPow2(samples.length))
  // Digital silence (a dropout) is not a floor, the filter cannot colour zeros; single zero samples are
  // a quiet floor's quantisation, so only runs of 1 ms or more count.
  const silent = silentRuns(samples, Math.round(sampleRate / 1000), 0)
  let next = 0
  const frames = frameStarts(samples.length, size, size / 2).map((start) => {
    while (next < silent.length && silent[next]!.end <= start) next++
    const touchesSilence = next < silent.length && silent[next]!.start < start + size
    return { power: powerSpectrum(samples, start, size), touchesSilence }
  })
  return { sampleRate, binHz: sampleRate / size, frames }
}

/** The floor's most prominent band, or undefined when the take has no floor to read (it never rests). */
export function floorResonance(
  samples: Float32Array,
  sampleRate: number,
  frames = floorFrames(samples, sampleRate),
): FloorResonance | undefined {
  const floor = restingFloor(frames, 150, sampleRate * 0.45, MIN_FRAMES)
  if (!floor || floor.depthDb < MIN_DEPTH_DB) return undefined
  const bands = bandLevels(
    floor.median,
    frames.binHz,
    LOW_HZ,
    Math.min(10_000, sampleRate * 0.42),
    PER_OCTAVE,
  )
  const bell = strongestBell(
    bands.map((b) => b.db),
    PER_OCTAVE,
  )
  if (!bell) return undefined
  return { ...readAt(bands, bell), frames: floor.frames }
}

/**
 * The floor read in the octave either side of one frequency only: its excess there over its sides, and how
 * far it lies under the loud frames in that band. Read in the band alone, a floor another defect fills
 * elsewhere (hum's lines below, a low-pass's dead top) still witnesses; undefined where none rests there.
 */
export function floorExcessAt(
  frames: FloorFrames,
  frequencyHz: number,
): { excessDb: number; depthDb: number } | undefined {
  const top = Math.min(frequencyHz * 2, frames.sampleRate * 0.45)
  const floor = restingFloor(frames, frequencyHz / 2, top, WITNESS_FRAMES)
  if (!floor) return undefined
  // Bands from an octave below to an octave above: the band at the frequency and both its sides.
  const bands = bandLevels(floor.median, frames.binHz, frequencyHz / 2, top * 1.01, PER_OCTAVE)
  const excess = bellExcesses(
    bands.map((b) => b.db),
    PER_OCTAVE,
  )[PER_OCTAVE]
  return excess === undefined || Number.isNaN(excess)
    ? undefined
    : { excessDb: excess, depthDb: floor.depthDb }
}

/** The median spectrum of the (at least `minFrames`) frames where the take rests on its floor, judged within [lowHz, highHz]. */
function restingFloor({ binHz, frames }: FloorFrames, lowHz: number, highHz: number, minFrames: number) {
  const lo = Math.ceil(lowHz / binHz)
  const hi = Math.floor(highHz / binHz)
  const read = frames.map(({ power, touchesSilence }) => {
    let sum = 0
    let logSum = 0
    for (let k = lo; k <= hi; k++) {
      sum += power[k]!
      logSum += Math.log(power[k]! + 1e-30)
    }
    const n = hi - lo + 1
    return { power, levelDb: db(sum), flatness: Math.exp(logSum / n) / (sum / n + 1e-30), touchesSilence }
  })
  const loud = percentile(
    read.map((f) => f.levelDb),
    95,
  )
  const noiseLike = read
    .filter((f) => f.flatness >= FLOOR_FLATNESS && !f.touchesSilence)
    .sort((a, b) => a.levelDb - b.levelDb)
  if (noiseLike.length <= FLOOR_REFERENCE) return undefined
  // The floor's level is where the quietest frames agree, not the single quietest: read in a narrow band,
  // one frame's chance lies a dB under the rest.
  const level = noiseLike[FLOOR_REFERENCE]!.levelDb
  const floor = noiseLike.filter((f) => Math.abs(f.levelDb - level) <= FLOOR_SPREAD_DB)
  if (floor.length < minFrames) return undefined
  return {
    median: medianSpectrum(floor.map((f) => f.power)),
    frames: floor.length,
    depthDb: loud - level,
  }
}
