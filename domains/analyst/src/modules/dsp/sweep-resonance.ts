import { db, floorPow2, frameStarts, powerSpectrum } from '@mindwire/dsp'
import { type ReadBell, strongestBell } from './bell-over-sides.ts'
import { percentile } from './stats.ts'

/**
 * A resonance read along a swept tone. A sweep is one partial moving through every frequency at a level
 * the generator holds steady, so the level the take shows at each moment is |H| at the frequency the
 * sweep has reached: the filter is read directly, every band sampled by the same partial. This is the
 * frequency-locked reading in its plainest form — whatever moves with the note (here, the only partial)
 * cannot make a bell at one frequency — and the case the partial envelope cannot see at all, since a
 * frame of a sweep holds one peak and the envelope needs three.
 */

/** What makes a take a sweep, and how finely it is read. */
const SWEEP = {
  /**
   * 21–32 ms frames (a power of two under 40 ms): a log sweep of a few seconds moves under 1/12 octave within
   * one, and the bins (31–47 Hz) still place a tone of 200 Hz.
   */
  frameSeconds: 0.04,
  /** The frame is one tone when this share of its power lies within ±8 % (`toneReach`) of its strongest bin. */
  toneShare: 0.8,
  toneReach: 0.08,
  /** A sweep covers two octaves or more; a steady sine or a melody's note stays within far less… */
  minSpanOct: 2,
  /** …and moves one way: a melody of pure tones over two octaves goes up and down. */
  minOneWay: 0.9,
  perOctave: 24,
  /** Long takes read every n-th frame: 1200 frames leave six or more to each 1/24-octave cell of an 8-octave sweep. */
  maxFrames: 1200,
} as const

/** The sweep's bell, and how many octaves the tone swept. */
export interface SweepResonance extends ReadBell {
  spanOct: number
}

/** A sweep's level curve: the median level (dB) per 1/24-octave cell from `lowOct` (log2 Hz) to `highOct`. */
export interface SweepLevels {
  lowOct: number
  highOct: number
  /** NaN where no tone frame fell in the cell. */
  level: number[]
}

/** The level curve of a tone sweeping two octaves or more one way; undefined for any other take. */
export function sweepLevels(samples: Float32Array, sampleRate: number): SweepLevels | undefined {
  const size = Math.min(floorPow2(sampleRate * SWEEP.frameSeconds), floorPow2(samples.length))
  const binHz = sampleRate / size
  const points: { oct: number; db: number }[] = []
  const starts = frameStarts(samples.length, size, size / 2)
  const step = Math.max(1, Math.ceil(starts.length / SWEEP.maxFrames))
  for (let i = 0; i < starts.length; i += step) {
    const power = powerSpectrum(samples, starts[i]!, size)
    let peak = 1
    let total = 0
    for (let k = 1; k < power.length; k++) {
      total += power[k]!
      if (power[k]! > power[peak]!) peak = k
    }
    const reach = Math.max(3, Math.ceil(peak * SWEEP.toneReach))
    let near = 0
    for (let k = Math.max(1, peak - reach); k <= Math.min(power.length - 1, peak + reach); k++)
      near += power[k]!
    // Below four bins the peak's frequency is too coarse to place on the grid.
    if (peak < 4 || total <= 0 || near < SWEEP.toneShare * total) continue
    points.push({ oct: Math.log2(centroidHz(power, peak, binHz)), db: db(total) })
  }
  if (points.length === 0) return undefined
  const octaves = points.map((p) => p.oct)
  const lowOct = percentile(octaves, 2)
  const highOct = percentile(octaves, 98)
  if (highOct - lowOct < SWEEP.minSpanOct || oneWayShare(points) < SWEEP.minOneWay) return undefined
  // Median level per 1/24-octave cell: the generator's level at that frequency times |H| there.
  const cells = Math.floor((highOct - lowOct) * SWEEP.perOctave) + 1
  const buckets = Array.from({ length: cells }, () => [] as number[])
  for (const p of points) {
    const c = Math.round((p.oct - lowOct) * SWEEP.perOctave)
    if (c >= 0 && c < cells) buckets[c]!.push(p.db)
  }
  return { lowOct, highOct, level: buckets.map((b) => (b.length ? percentile(b, 50) : Number.NaN)) }
}

/** The median of a sweep's cell levels between two frequencies; NaN when it read no cell there. */
export function sweepLevelBetween({ lowOct, level }: SweepLevels, fromHz: number, toHz: number): number {
  const read = level.filter((v, c) => {
    const hz = 2 ** (lowOct + c / SWEEP.perOctave)
    return hz >= fromHz && hz < toHz && !Number.isNaN(v)
  })
  return read.length ? percentile(read, 50) : Number.NaN
}

/** The sweep's most prominent band, or undefined when the take holds no tone sweeping two octaves. */
export function sweepResonance(samples: Float32Array, sampleRate: number): SweepResonance | undefined {
  const sweep = sweepLevels(samples, sampleRate)
  if (!sweep) return undefined
  const bell = strongestBell(sweep.level, SWEEP.perOctave)
  if (!bell) return undefined
  return {
    frequencyHz: 2 ** (sweep.lowOct + bell.index / SWEEP.perOctave),
    excessDb: bell.excessDb,
    wide: bell.wide,
    spanOct: sweep.highOct - sweep.lowOct,
  }
}

/** The larger share of rising or of falling steps between consecutive tone frames (steps under 0.1 % aside). */
function oneWayShare(points: { oct: number }[]): number {
  let up = 0
  let down = 0
  for (let i = 1; i < points.length; i++) {
    const step = points[i]!.oct - points[i - 1]!.oct
    if (step > 0.0015) up++
    else if (step < -0.0015) down++
  }
  return up + down > 0 ? Math.max(up, down) / (up + down) : 0
}

/** The power-weighted mean frequency of the peak's lobe (±2 bins): finer than the bin. */
function centroidHz(power: Float64Array, peak: number, binHz: number): number {
  let sum = 0
  let weighted = 0
  for (let k = Math.max(1, peak - 2); k <= Math.min(power.length - 1, peak + 2); k++) {
    sum += power[k]!
    weighted += power[k]! * k
  }
  return (weighted / sum) * binHz
}
