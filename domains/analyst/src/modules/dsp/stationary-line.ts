/**
 * A spectral line that holds its level through time. Mains hum does; a note, even one on a multiple of
 * 50 Hz, starts, decays and stops. Reading the line in the quietest frames (minimum statistics, as speech
 * enhancers track a noise floor) keeps hum and drops the notes around it, so a hum far under a music's
 * bass still stands out in the gaps between notes.
 */
import { db, frameStarts, powerSpectrum } from '@mindwire/dsp'
import { percentile } from './stats.ts'

/** The quiet frames: the 20th percentile of a bin's power over time. */
const QUIET_PERCENTILE = 20
/** The loud frames, against which the level spread is read. */
const LOUD_PERCENTILE = 80
/** Frames overlap by three quarters: enough frames in a few seconds for percentiles to mean something. */
const HOP_SHARE = 4

/** Per-frame power spectra, and the bins up to `maxHz` in the quiet frames. */
export interface LineFrames {
  binHz: number
  frames: Float64Array[]
  /** The QUIET_PERCENTILE of each bin's power over frames, for bins below maxHz (0 above). */
  quiet: Float64Array
}

/** Frames of `size` samples and the quiet-frame spectrum below `maxHz`. */
export function lineFrames(
  samples: Float32Array,
  sampleRate: number,
  size: number,
  maxHz: number,
): LineFrames {
  const binHz = sampleRate / size
  const frames = frameStarts(samples.length, size, size / HOP_SHARE).map((s) =>
    powerSpectrum(samples, s, size),
  )
  const quiet = new Float64Array(size / 2 + 1)
  const column = new Float64Array(frames.length)
  for (let k = 0; k < quiet.length && k * binHz < maxHz; k++) {
    for (let f = 0; f < frames.length; f++) column[f] = frames[f]![k]!
    quiet[k] = percentile(column, QUIET_PERCENTILE)
  }
  return { binHz, frames, quiet }
}

/**
 * How far (dB) the line at `hz` moves between loud and quiet frames: near 0 for hum, tens of dB for a
 * note that comes and goes. The line is the strongest of the three bins around it (the window's lobe).
 */
export function lineSpreadDb({ binHz, frames }: LineFrames, hz: number): number {
  const k = Math.round(hz / binHz)
  const level = frames.map((p) => Math.max(p[k - 1] ?? 0, p[k]!, p[k + 1] ?? 0))
  return db(percentile(level, LOUD_PERCENTILE)) - db(percentile(level, QUIET_PERCENTILE))
}
