import type { DynamicsSettings } from './dynamics-settings.ts'

/**
 * The compressor static curve without make-up gain (compressor document): y = x below the knee,
 * T + (x − T)/R above it, and x + (1/R − 1)·(x − T + W/2)²/(2W) inside a soft knee of width W.
 */
export function compressorCurveDb(
  inputDb: number,
  thresholdDb: number,
  ratio: number,
  kneeDb: number,
): number {
  const slope = 1 / ratio - 1 // 1/∞ = 0 makes the limiter case fall out of the same formula
  const over = inputDb - thresholdDb
  if (kneeDb > 0 && Math.abs(over) <= kneeDb / 2)
    return inputDb + (slope * (over + kneeDb / 2) ** 2) / (2 * kneeDb)
  if (over <= 0) return inputDb
  return thresholdDb + over / ratio
}

/** Output level (dB) of a dynamics block for a steady input level (dB), make-up and drive included. */
export function staticCurveDb(settings: DynamicsSettings, inputDb: number): number {
  const driven = inputDb + settings.inputGainDb
  return compressorCurveDb(driven, settings.thresholdDb, settings.ratio, settings.kneeDb) + settings.makeupDb
}

/** Gain reduction (dB, ≤ 0) the curve applies at a level, before make-up: what the envelope follower smooths. */
export function gainReductionDb(settings: DynamicsSettings, inputDb: number): number {
  const driven = inputDb + settings.inputGainDb
  return compressorCurveDb(driven, settings.thresholdDb, settings.ratio, settings.kneeDb) - driven
}
