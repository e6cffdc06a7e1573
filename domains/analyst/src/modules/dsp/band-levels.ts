import { db, requirePositive } from '@mindwire/dsp'
import { percentile } from './stats.ts'

/** A level curve's bands: where each is centred and its level. */
export interface BandLevel {
  hz: number
  db: number
}

/** Each bin's median power over the frames: a smooth spectrum of something read many times over. */
export function medianSpectrum(frames: readonly Float64Array[]): Float64Array {
  const median = new Float64Array(frames[0]?.length ?? 0)
  const column = new Float64Array(frames.length)
  for (let k = 0; k < median.length; k++) {
    frames.forEach((f, i) => {
      column[i] = f[k]!
    })
    median[k] = percentile(column, 50)
  }
  return median
}

/**
 * Levels (dB) of bands `perOctave` to the octave from `lowHz` up to `topHz`: the mean of the bins inside,
 * and never fewer than the three bins around the centre, so a low band is not one bin's chance (a noise
 * spectrum's bin scatters by ±5 dB).
 */
export function bandLevels(
  power: Float64Array,
  binHz: number,
  lowHz: number,
  topHz: number,
  perOctave: number,
): BandLevel[] {
  requirePositive('lowHz', lowHz)
  requirePositive('perOctave', perOctave)
  requirePositive('binHz', binHz)
  const out: BandLevel[] = []
  for (let hz = lowHz; hz < topHz; hz *= 2 ** (1 / perOctave)) {
    const centre = Math.round(hz / binHz)
    const from = Math.min(centre - 1, Math.ceil((hz * 2 ** (-0.5 / perOctave)) / binHz))
    const to = Math.max(centre + 1, Math.floor((hz * 2 ** (0.5 / perOctave)) / binHz))
    let sum = 0
    for (let k = from; k <= to; k++) sum += power[k]!
    out.push({ hz, db: db(sum / (to - from + 1)) })
  }
  return out
}
