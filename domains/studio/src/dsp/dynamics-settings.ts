import type { ParamReader } from './module-params.ts'

/**
 * A dynamics block as the static curve and the envelope follower see it:
 * output dB = curve(input dB + inputGainDb) + makeupDb, with `ratio` Infinity for limiters and clippers.
 */
export interface DynamicsSettings {
  thresholdDb: number
  ratio: number
  kneeDb: number
  attackMs: number
  releaseMs: number
  inputGainDb: number
  makeupDb: number
}

/** The dynamics settings of a compressor, limiter, multiband compressor or soft clipper. */
export function dynamicsSettings(params: ParamReader): DynamicsSettings {
  switch (params.definition.id) {
    case 'limiter-lookahead-v2':
      // Brickwall: the look-ahead lets the gain reach its target by the time the peak arrives.
      return {
        thresholdDb: params.number('ceilingDb'),
        ratio: Number.POSITIVE_INFINITY,
        kneeDb: 0,
        attackMs: params.number('lookaheadMs'),
        releaseMs: params.number('releaseMs'),
        inputGainDb: 0,
        makeupDb: 0,
      }
    case 'soft-clipper-v1':
      // A clipper has no ballistics: near-instant attack and release over a soft knee.
      return {
        thresholdDb: params.number('thresholdDb'),
        ratio: Number.POSITIVE_INFINITY,
        kneeDb: 6,
        attackMs: 0,
        releaseMs: 1,
        inputGainDb: params.number('driveDb'),
        makeupDb: params.number('outputDb'),
      }
    default:
      return {
        thresholdDb: params.number('thresholdDb'),
        ratio: params.number('ratio'),
        kneeDb: params.definition.params.some((param) => param.key === 'kneeDb')
          ? params.number('kneeDb')
          : 6,
        attackMs: params.number('attackMs'),
        releaseMs: params.number('releaseMs'),
        inputGainDb: 0,
        makeupDb: params.number('makeupDb'),
      }
  }
}
