import { bandLevels, medianSpectrum } from './band-levels.ts'
import { bellExcesses, type ReadBell, readAt, strongestBell } from './bell-over-sides.ts'
import { silentRuns } from './silent-runs.ts'
import { db, floorPow2, frameStarts, powerSpectrum } from './spectrum.ts'
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
/** The floor is steady: frames within 1 dB of the quietest noise-like one, not a decaying tail above it. */
const FLOOR_SPREAD_DB = 1
/** The source must rest at least this far above its floor, or the "floor" is the content itself. */
const MIN_DEPTH_DB = 20
/** Five frames (~0.1 s at half overlap) for a per-bin median that does not follow one frame's chance. */
const MIN_FRAMES = 5
const PER_OCTAVE = 12
const LOW_HZ = 250

/** The floor's bell, how many frames the floor was read from, and how it reads elsewhere. */
export interface FloorResonance extends ReadBell {
  frames: number
  /** How far the floor lies under the loud frames (dB). */
  depthDb: number
  /** The floor's excess over its sides at a frequency (the most within a band either side; NaN where unread). */
  excessAt(frequencyHz: number): number
}

/** The floor's most prominent band, or undefined when the take has no floor to read (it never rests). */
export function floorResonance(samples: Float32Array, sampleRate: number): FloorResonance | undefined {
  const size = Math.min(floorPow2(sampleRate * 0.043), floorPow2(samples.length))
  const binHz = sampleRate / size
  const lo = Math.ceil(150 / binHz)
  const hi = Math.floor((sampleRate * 0.45) / binHz)
  // Digital silence (a dropout) is not a floor, the filter cannot colour zeros; single zero samples are
  // a quiet floor's quantisation, so only runs of 1 ms or more count.
  const silent = silentRuns(samples, Math.round(sampleRate / 1000), 0)
  let next = 0
  const frames = frameStarts(samples.length, size, size / 2).map((start) => {
    const power = powerSpectrum(samples, start, size)
    while (next < silent.length && silent[next]!.end <= start) next++
    const touchesSilence = next < silent.length && silent[next]!.start < start + size
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
    frames.map((f) => f.levelDb),
    95,
  )
  const noiseLike = frames
    .filter((f) => f.flatness >= FLOOR_FLATNESS && !f.touchesSilence)
    .sort((a, b) => a.levelDb - b.levelDb)
  if (noiseLike.length === 0 || loud - noiseLike[0]!.levelDb < MIN_DEPTH_DB) return undefined
  const floor = noiseLike.filter((f) => f.levelDb <= noiseLike[0]!.levelDb + FLOOR_SPREAD_DB)
  if (floor.length < MIN_FRAMES) return undefined
  const median = medianSpectrum(floor.map((f) => f.power))
  const bands = bandLevels(median, binHz, LOW_HZ, Math.min(10_000, sampleRate * 0.42), PER_OCTAVE)
  const levels = bands.map((b) => b.db)
  const bell = strongestBell(levels, PER_OCTAVE)
  if (!bell) return undefined
  const excesses = bellExcesses(levels, PER_OCTAVE)
  const excessAt = (frequencyHz: number) => {
    const at = Math.round(Math.log2(frequencyHz / bands[0]!.hz) * PER_OCTAVE)
    const near = [at - 1, at, at + 1].map((c) => excesses[c] ?? Number.NaN).filter((v) => !Number.isNaN(v))
    return near.length === 0 ? Number.NaN : Math.max(...near)
  }
  const depthDb = loud - noiseLike[0]!.levelDb
  return { ...readAt(bands, bell), frames: floor.length, depthDb, excessAt }
}
