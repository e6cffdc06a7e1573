import type { DefectLabel } from '../../contract/index.ts'
import type { DefectSpec, SourceSpec } from '../case-schema.ts'
import type { Rng } from '../rng.ts'
import { activeTimes } from './active-times.ts'

/**
 * The stated strength range of each defect, from barely there (0) to blatant (1). Both sets draw
 * from these ranges; the held-out set picks other points inside them than the dev set does.
 */
export const DEFECT_RANGES = {
  clipping: { percent: [0.5, 8] },
  hum: { levelDb: [-30, -10], harmonics: [3, 6] },
  broadband_noise: { snrDb: [25, 6] },
  dropout: { lengthMs: [20, 250], count: [1, 3] },
  dc_offset: { offset: [0.02, 0.2] },
  resonance: { gainDb: [8, 18], q: [3, 10], frequencyHz: [300, 4000] },
  muffled: { cutoffHz: [4000, 1000] },
} as const

/** The order a signal chain applies defects in: acoustics, then the analogue stage, the converter, transport. */
export const INJECTION_ORDER: readonly DefectLabel[] = [
  'resonance',
  'muffled',
  'dc_offset',
  'hum',
  'broadband_noise',
  'clipping',
  'dropout',
]

const lerp = ([a, b]: readonly [number, number], t: number) => a + (b - a) * t
const logLerp = ([a, b]: readonly [number, number], t: number) => a * (b / a) ** t
const round = (value: number, digits = 2) => Number(value.toFixed(digits))

/** A defect of `label` at strength `t` (0…1 within its range) for `source`, with seeded free choices. */
export function defectAt(
  label: DefectLabel,
  t: number,
  source: SourceSpec,
  rng: Rng,
  span?: { startMs: number; endMs: number },
): DefectSpec {
  const r = DEFECT_RANGES
  switch (label) {
    case 'clipping':
      return { label, params: { percent: round(logLerp(r.clipping.percent, t)) }, ...span }
    case 'hum':
      return {
        label,
        params: {
          frequency: rng.pick([50, 60] as const),
          levelDb: round(lerp(r.hum.levelDb, t), 1),
          harmonics: Math.round(lerp(r.hum.harmonics, rng.next())),
        },
        ...span,
      }
    case 'broadband_noise':
      return {
        label,
        params: {
          snrDb: round(lerp(r.broadband_noise.snrDb, t), 1),
          color: rng.pick(['white', 'pink'] as const),
        },
        ...span,
      }
    case 'dropout': {
      const lengthMs = Math.round(logLerp(r.dropout.lengthMs, t))
      const count = Math.round(lerp(r.dropout.count, rng.next()))
      return { label, params: { atMs: activeTimes(source, count, lengthMs, rng), lengthMs } }
    }
    case 'dc_offset':
      return {
        label,
        params: { offset: round((rng.next() < 0.5 ? -1 : 1) * logLerp(r.dc_offset.offset, t), 3) },
        ...span,
      }
    case 'resonance': {
      // Kept under a third of the sample rate so a 16 kHz file can still show its resonance.
      const top = Math.min(r.resonance.frequencyHz[1], source.sampleRate / 3)
      return {
        label,
        params: {
          frequencyHz: Math.round(logLerp([r.resonance.frequencyHz[0], top], rng.next())),
          gainDb: round(lerp(r.resonance.gainDb, t), 1),
          q: round(lerp(r.resonance.q, rng.next()), 1),
        },
        ...span,
      }
    }
    case 'muffled': {
      const cutoff = Math.min(logLerp(r.muffled.cutoffHz, t), source.sampleRate / 5)
      return { label, params: { cutoffHz: Math.round(cutoff), order: 8 }, ...span }
    }
  }
}
