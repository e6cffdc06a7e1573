import { cascadeMagnitudeDb, lowShelf } from '@mindwire/dsp'
import { type Curve, meanLevelDb } from './curve.ts'

/** The target curves auto-tune and the analysis know. */
export const TARGET_CURVES = ['flat', 'harman-car'] as const
export type TargetCurveName = (typeof TARGET_CURVES)[number]

/** What people call each target, in English and Chinese (shown in place of its id). */
export const TARGET_CURVE_NAMES: Record<TargetCurveName, { name: string; nameZh: string }> = {
  flat: { name: 'Flat', nameZh: '平直' },
  'harman-car': { name: 'Harman in-car', nameZh: '哈曼车内曲线' },
}

// The bass shelf is designed at a high rate so its shape is the analog one at every grid frequency.
const HARMAN_BASS = lowShelf(105, 6, 0.6, 192_000)

/** A target's shape in dB at one frequency, before level alignment. */
export function targetShapeDb(name: TargetCurveName, frequencyHz: number): number {
  if (name === 'flat') return 0
  // harman-car: about +6 dB of bass below ~100 Hz and a gentle −1 dB/octave treble tilt above 1 kHz.
  const bass = cascadeMagnitudeDb([HARMAN_BASS], frequencyHz, 192_000)
  const tilt = frequencyHz > 1000 ? -Math.log2(frequencyHz / 1000) : 0
  return bass + tilt
}

/** Whether a string names a known target curve. */
export function isTargetCurve(name: string): name is TargetCurveName {
  return (TARGET_CURVES as readonly string[]).includes(name)
}

/** The target on the measured curve's grid, shifted to the measured level in 200 Hz – 2 kHz. */
export function alignedTarget(name: TargetCurveName, measured: Curve): Curve {
  const shape: Curve = {
    frequencies: measured.frequencies,
    magnitudeDb: measured.frequencies.map((f) => targetShapeDb(name, f)),
  }
  const offset = meanLevelDb(measured) - meanLevelDb(shape)
  return { frequencies: measured.frequencies, magnitudeDb: shape.magnitudeDb.map((db) => db + offset) }
}
