import { percentile } from './stats.ts'

/**
 * A filter's bell read from a level curve that is |H| itself (a resting floor's spectrum, a sweep's level as
 * it passes): a band standing over BOTH its sides is a peak, while a low-pass's or a high-pass's knee stands
 * over one side only. Each side is the median level ½–1 octave away, past a Q ≥ 3 resonance's skirt.
 */
const NEAR_OCT = 0.5
const FAR_OCT = 1

export interface Bell {
  /** The band's index in the level curve. */
  index: number
  /** Its level over the higher of its two sides (dB). */
  excessDb: number
  /** Whether the next band up or down stands at least half as far: a filter's bell, not one band's chance. */
  wide: boolean
}

/** A bell read at a frequency: what the floor, sweep and hit readings return. */
export interface ReadBell extends Omit<Bell, 'index'> {
  frequencyHz: number
}

/** The bell at its band's frequency. */
export function readAt(bands: readonly { hz: number }[], bell: Bell): ReadBell {
  return { frequencyHz: bands[bell.index]!.hz, excessDb: bell.excessDb, wide: bell.wide }
}

/**
 * What a band's excess is measured against: the higher of its sides (a level curve that is |H| itself), or
 * their mean (a source with a spectral tilt of its own, as a hi-hat's noise rises ~6 dB per octave: the mean
 * of both sides follows the tilt through the band), the band then still standing over both.
 */
export type BellSides = 'higher' | 'mean'

/**
 * The band standing highest over its sides, on levels (dB; NaN where nothing was read) `perOctave` bands to
 * the octave; undefined when no band has a read level on both sides (or, against their mean, stands over both).
 */
export function strongestBell(
  levels: ArrayLike<number>,
  perOctave: number,
  against: BellSides = 'higher',
): Bell | undefined {
  return strongestOf(bellExcesses(levels, perOctave, against))
}

/** Each band's excess over its sides (dB; NaN where a side or the band is unread, or against their mean, stands over both). */
export function bellExcesses(
  levels: ArrayLike<number>,
  perOctave: number,
  against: BellSides = 'higher',
): number[] {
  const near = Math.round(NEAR_OCT * perOctave)
  const far = Math.round(FAR_OCT * perOctave)
  return Array.from({ length: levels.length }, (_, c) => {
    const side = (sign: number) => {
      const values: number[] = []
      for (let d = near; d <= far; d++) {
        const v = levels[c + sign * d]
        if (v !== undefined && !Number.isNaN(v)) values.push(v)
      }
      return values
    }
    const below = side(-1)
    const above = side(1)
    if (Number.isNaN(levels[c]!) || below.length === 0 || above.length === 0) return Number.NaN
    const low = percentile(below, 50)
    const high = percentile(above, 50)
    if (against === 'higher') return levels[c]! - Math.max(low, high)
    return levels[c]! > Math.max(low, high) ? levels[c]! - (low + high) / 2 : Number.NaN
  })
}

/** The band of highest excess, and whether a neighbour stands at least half as far (a bell, not one band). */
function strongestOf(excess: readonly number[]): Bell | undefined {
  let best = -1
  excess.forEach((value, c) => {
    if (!Number.isNaN(value) && (best < 0 || value > excess[best]!)) best = c
  })
  if (best < 0) return undefined
  // An unread neighbour (NaN) never stands half as far.
  const wide = [excess[best - 1], excess[best + 1]].some((v) => v !== undefined && v >= excess[best]! / 2)
  return { index: best, excessDb: excess[best]!, wide }
}
