import { db, floorPow2, frameStarts, powerSpectrum, spectralFlatness } from '@mindwire/dsp'
import { bandLevels, medianSpectrum } from './band-levels.ts'
import { type ReadBell, readAt, strongestBell } from './bell-over-sides.ts'
import { beatShare } from './kit-timing.ts'

/**
 * A resonance read from what each hit adds. A drum kit's hi-hat and snare are bursts of noise: what a
 * frame holding a hit adds to the frame a frame-length before it is that burst's spectrum, smooth but for
 * what the chain did to it — the notes sounding through both frames cancel, so neither a chord's partials
 * nor an instrument's timbre is in it. A filter colours every hit alike, so the per-bin median of many hits'
 * increments stands over both its sides, as a bell, where the filter peaks. Music that never rests, which
 * neither the floor nor the partial envelope can read, usually has a kit.
 */

/**
 * Frames of 11–16 ms (the largest power of two within 21 ms), about a hi-hat's decay: the hit fills its
 * frame, and the notes sounding through it hold less of it. Their cross-terms with the hit scatter its
 * increment in their bins; with 21–32 ms frames a held chord's partials within a bell pulled the reading
 * off it (a 1.4 kHz bell read at 1.59 kHz over partials at 1.54–1.66 kHz).
 */
const FRAME_S = 0.0213
/** A hit raises the frame's power above 1 kHz by ≥ 6 dB over the frame a frame-length before. */
const RISE_DB = 6
/**
 * What the hit added is noise-like across 1 kHz … 0.45 fs (a noise periodogram reads ~0.56); a note's
 * onset adds partials (0.01–0.1).
 */
const HIT_FLATNESS = 0.25
/**
 * A kit repeats its hits: ten or more, so the median is the kit's colour through the chain. A voice's
 * plosives and fricatives pass the two tests only a few times a take (3–6 on the dev mixes) and each is
 * shaped by its own vocal tract, so they read as bells of their own (up to 11 dB on clean dialogue).
 */
const MIN_HITS = 10
/**
 * A kit keeps time: three in four of its hits on one grid (`kit-timing.ts`; the dev sets' kits: 0.90–1).
 * A voice's syllable onsets can pass as noise-like hits — its fricatives are noise — and their median
 * carries the voice's own formants (the calibration voice at 22.05 kHz: 7.2 dB at 2.2 kHz), but they keep
 * no beat (the calibration voices at 16–48 kHz, three seeds: 0.33–0.67 on the best grid).
 */
const MIN_BEAT_SHARE = 0.75
/**
 * Bands from 707 Hz, so that the lowest judged band (1 kHz) has its lower side: a kick's and a bass
 * note's onsets are tonal and the hi-hat's noise is weak below 1 kHz (it rises 6 dB per octave).
 */
const LOW_HZ = 707
const PER_OCTAVE = 12
/**
 * Where nothing rose, the increment is floored rather than −∞. For the noise-likeness test, 30 dB under the
 * frame's own bin (a sustained partial that did not move is no hit); in the hit's spectrum, 20 dB under the
 * mean bin the hit added, one level for the whole frame, so the partials that did not rise lend the median
 * no colour of their own (a filtered chord under unfiltered hits read 4.1 dB with the per-bin floor).
 */
const UNRISEN_OF_FRAME = 1e-3
const UNRISEN_OF_HIT = 1e-2

/** The hits' bell, how many hits it was read from, and the share of them on one beat grid. */
export interface HitResonance extends ReadBell {
  hits: number
  beat: number
}

/** The bell of the median hit's added spectrum, or undefined when the take has too few noise-like hits. */
export function hitResonance(samples: Float32Array, sampleRate: number): HitResonance | undefined {
  const size = Math.min(floorPow2(sampleRate * FRAME_S), floorPow2(samples.length))
  const binHz = sampleRate / size
  const lo = Math.ceil(1000 / binHz)
  const hi = Math.floor((sampleRate * 0.45) / binHz)
  if (hi - lo < 8) return undefined
  const frames = frameStarts(samples.length, size, size / 2).map((start) =>
    powerSpectrum(samples, start, size),
  )
  const highPower = frames.map((p) => {
    let sum = 0
    for (let k = lo; k <= hi; k++) sum += p[k]!
    return sum
  })
  const added: Float64Array[] = []
  const onsets: number[] = []
  // Half-overlapped frames: the frame two hops back ends where this one starts.
  for (let t = 2; t < frames.length; t++) {
    if (db(highPower[t]!) - db(highPower[t - 2]!) < RISE_DB) continue
    const now = frames[t]!
    const before = frames[t - 2]!
    const increment = now.map((p, k) => Math.max(p - before[k]!, p * UNRISEN_OF_FRAME))
    if (spectralFlatness(increment, lo, hi) < HIT_FLATNESS) continue
    let rise = 0
    for (let k = lo; k <= hi; k++) rise += Math.max(0, now[k]! - before[k]!)
    const unrisen = (rise / (hi - lo + 1)) * UNRISEN_OF_HIT
    added.push(now.map((p, k) => Math.max(p - before[k]!, unrisen)))
    onsets.push(t)
  }
  if (added.length < MIN_HITS) return undefined
  const beat = beatShare(onsets, size / 2 / sampleRate)
  if (beat < MIN_BEAT_SHARE) return undefined
  const top = Math.min(10_000, sampleRate * 0.42)
  const bands = bandLevels(medianSpectrum(added), binHz, LOW_HZ, top, PER_OCTAVE)
  const bell = strongestBell(
    bands.map((b) => b.db),
    PER_OCTAVE,
    'mean',
  )
  if (!bell) return undefined
  return { ...readAt(bands, bell), hits: added.length, beat }
}
