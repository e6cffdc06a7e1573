import { db } from '@mindwire/dsp'
import { noiseExcessAt } from './noise-band-excess.ts'
import { percentile } from './stats.ts'

/**
 * The noise-like moments of a take as a witness against a band the partial envelope lifts. A filter in the
 * chain lifts its band in everything that passes, fricatives and breath as much as vowels; a speaker's
 * upper formants (which hold still through a take, as a filter's band would) shape the voiced sound only:
 * the hiss of an s or an f is made in front of the tongue and does not carry them. So where a take's
 * noise-like frames show no bump at the band, no filter lifts it.
 */

/** Fricatives carry energy from about 2 kHz up; below, noise-like frames are rare and not speech's own. */
export const WITNESS_FROM_HZ = 2000
/**
 * Only frames standing this far over the band's own floor (its 10th percentile) count: noise added after the
 * filter (a noise defect) fills the pauses uncoloured and must not speak for the filter's band.
 */
const OVER_FLOOR_DB = 5
const FLOOR_PERCENTILE = 10
/** Three 85 ms frames (half-overlapping): one or two fricatives of 100 ms or more, not a single burst. */
const MIN_FRAMES = 3

/** A frame as the partial envelope reads it: its power spectrum. */
export interface WitnessFrame {
  power: Float64Array
}

/** The median excess of the band over its flanks across the take's loud noise-like frames, or undefined. */
export function noiseWitnessAt(
  frames: readonly WitnessFrame[],
  active: readonly WitnessFrame[],
  binHz: number,
  frequencyHz: number,
): { excessDb: number; frames: number } | undefined {
  if (frequencyHz < WITNESS_FROM_HZ || frames.length === 0) return undefined
  const lo = Math.ceil(frequencyHz / 2 / binHz)
  const hi = Math.min(frames[0]!.power.length - 1, Math.floor((frequencyHz * 2) / binHz))
  const bandDb = (power: Float64Array) => {
    let sum = 0
    for (let k = lo; k <= hi; k++) sum += power[k]!
    return db(sum)
  }
  const floor = percentile(
    frames.map((f) => bandDb(f.power)),
    FLOOR_PERCENTILE,
  )
  const excesses: number[] = []
  for (const { power } of active) {
    if (bandDb(power) < floor + OVER_FLOOR_DB) continue
    const excess = noiseExcessAt(power, binHz, frequencyHz)
    if (!Number.isNaN(excess)) excesses.push(excess)
  }
  if (excesses.length < MIN_FRAMES) return undefined
  return { excessDb: percentile(excesses, 50), frames: excesses.length }
}
