import type { Biquad } from '@mindwire/dsp'
import {
  allpass,
  allpass1,
  bessel,
  butterworth,
  highpass,
  highShelf,
  linkwitzRiley,
  linkwitzRileyOrder,
  lowpass,
  lowShelf,
  notch,
  type PassType,
  peaking,
  qFromBandwidth,
} from '@mindwire/dsp'
import type { ChainModule } from '../chain/chain.ts'
import { crossover2Branches, crossover3Branches } from './crossover.ts'
import { type DynamicsSettings, dynamicsSettings } from './dynamics-settings.ts'
import { type ParamReader, paramReader } from './module-params.ts'

/** One linear path through a module: a cascade of sections, then a gain (negative = inverted), then a delay. */
export interface Branch {
  sections: Biquad[]
  gain: number
  delaySeconds: number
}

/**
 * What a module does to audio: its output branches by port ('' for a single-output module; a crossover has
 * one per band and its unnamed output is their sum), and for dynamics blocks the settings of the gain
 * computer that render applies ahead of the branch. The small-signal response is the branches alone.
 */
export interface ModuleTransfer {
  ports: Record<string, Branch>
  dynamics?: DynamicsSettings
}

/** Conditions the level- and speed-dependent blocks are evaluated at. */
export interface ResponseConditions {
  /** Vehicle speed for GALA (km/h); default 0. */
  speedKmh?: number
  /** Steady input level for the dynamic EQ (dBFS); default −20, a typical measurement level. */
  inputLevelDb?: number
}

/** A branch of sections with unity gain and no delay. */
export function branch(sections: Biquad[], gain = 1, delaySeconds = 0): Branch {
  return { sections, gain, delaySeconds }
}

const single = (b: Branch): ModuleTransfer => ({ ports: { '': b } })
const dbToGain = (db: number) => 10 ** (db / 20)

/** The transfer of one chain module at a sample rate; bypass and non-audio blocks pass audio unchanged. */
export function moduleTransfer(
  module: ChainModule,
  sampleRate: number,
  conditions: ResponseConditions = {},
): ModuleTransfer {
  const params = paramReader(module)
  const { definition } = params
  if (module.bypass || definition.signal !== 'audio') return single(branch([]))
  const fs = sampleRate
  switch (definition.response) {
    case 'gain': {
      const sign = params.string('polarity') === 'inverted' ? -1 : 1
      return single(branch([], params.boolean('mute') ? 0 : sign * dbToGain(params.number('gainDb'))))
    }
    case 'delay':
      return single(branch([], 1, delaySeconds(params)))
    case 'peaking': {
      if (!params.boolean('enabled')) return single(branch([]))
      const q =
        params.has('bandwidthOct') && !params.has('q')
          ? qFromBandwidth(params.number('bandwidthOct'))
          : params.number('q')
      return single(branch([peaking(params.number('fc'), params.number('gainDb'), q, fs)]))
    }
    case 'shelf':
      return single(branch([shelfSection(params, params.string('type'), params.number('gainDb'), fs)]))
    case 'passFilter':
      return single(branch(passFilterSections(params, fs)))
    case 'linkwitzRiley': {
      const type = params.string('type') === 'highpass' ? 'highpass' : 'lowpass'
      return single(
        branch(linkwitzRiley(type, params.number('fc'), linkwitzRileyOrder(params.number('order')), fs)),
      )
    }
    case 'notch':
      if (!params.boolean('enabled')) return single(branch([]))
      return single(branch([notch(params.number('fc'), params.number('q'), fs, params.number('depthDb'))]))
    case 'allpass':
      return single(
        branch([
          params.number('order') <= 1
            ? allpass1(params.number('fc'), fs)
            : allpass(params.number('fc'), params.number('q'), fs),
        ]),
      )
    case 'crossover2':
      return { ports: crossover2Branches(params, fs) }
    case 'crossover3':
      return { ports: crossover3Branches(params, fs) }
    case 'compressor':
    case 'limiter': {
      const dynamics = dynamicsSettings(params)
      return { ports: { '': branch([], dbToGain(dynamics.inputGainDb + dynamics.makeupDb)) }, dynamics }
    }
    case 'dynamicEq':
      return single(branch([dynamicEqSection(params, conditions.inputLevelDb ?? -20, fs)]))
    case 'gala':
      return single(galaBranch(params, conditions.speedKmh ?? 0, fs))
    case 'flat':
      return single(branch([]))
  }
}

function delaySeconds(params: ParamReader): number {
  const distance = params.number('distanceM')
  if (distance > 0) return distance / (331.3 + 0.606 * params.number('temperatureC'))
  return params.number('delayMs') / 1000
}

function shelfSection(params: ParamReader, type: string, gainDb: number, fs: number): Biquad {
  const high = type === 'highShelf'
  const fc = params.has('fc') ? params.number('fc') : high ? 8000 : params.number('fc')
  const slope = params.number('slopeS')
  // q is optional in the document: it overrides slopeS only when the module sets it.
  const q = params.has('q') ? params.number('q') : undefined
  return high ? highShelf(fc, gainDb, slope, fs, q) : lowShelf(fc, gainDb, slope, fs, q)
}

function passFilterSections(params: ParamReader, fs: number): Biquad[] {
  const type: PassType = params.string('type') === 'lowpass' ? 'lowpass' : 'highpass'
  const fc = params.number('fc')
  const order = Math.min(8, Math.max(1, Math.round(params.number('order'))))
  switch (params.string('alignment')) {
    case 'bessel':
      return bessel(type, fc, order, fs)
    case 'linkwitzRiley':
      return order % 2 === 0 ? linkwitzRiley(type, fc, order, fs) : butterworth(type, fc, order, fs)
    case 'custom':
      if (order === 2) {
        const q = params.number('q')
        return [type === 'lowpass' ? lowpass(fc, q, fs) : highpass(fc, q, fs)]
      }
      return butterworth(type, fc, order, fs)
    default:
      return butterworth(type, fc, order, fs)
  }
}

/** The dynamic EQ's gain at a steady level in its band, as a compressor's gain change capped at rangeDb. */
export function dynamicEqGainDb(params: ParamReader, levelDb: number): number {
  const threshold = params.number('thresholdDb')
  const ratio = Math.max(1, params.number('ratio'))
  const range = params.number('rangeDb')
  const beyond = params.string('direction') === 'below' ? threshold - levelDb : levelDb - threshold
  if (beyond <= 0) return 0
  return Math.sign(range) * Math.min(Math.abs(range), beyond * (1 - 1 / ratio))
}

function dynamicEqSection(params: ParamReader, levelDb: number, fs: number): Biquad {
  const gainDb = dynamicEqGainDb(params, levelDb)
  const fc = params.number('fc')
  const q = params.number('q')
  const type = params.string('type')
  if (type === 'lowShelf') return lowShelf(fc, gainDb, 1, fs, q)
  if (type === 'highShelf') return highShelf(fc, gainDb, 1, fs, q)
  return peaking(fc, gainDb, q, fs)
}

/** GALA gain (dB) at a speed: linear interpolation of the breakpoints, held at the ends, capped at maxBoostDb. */
export function galaGainDb(params: ParamReader, speedKmh: number): number {
  const points = [...params.curve('curve')].sort((a, b) => a.x - b.x)
  let gain = 0
  if (points.length > 0) {
    const first = points[0]!
    const last = points[points.length - 1]!
    if (speedKmh <= first.x) gain = first.y
    else if (speedKmh >= last.x) gain = last.y
    else {
      const i = points.findIndex((p) => p.x > speedKmh)
      const a = points[i - 1]!
      const b = points[i]!
      gain = a.y + ((b.y - a.y) * (speedKmh - a.x)) / (b.x - a.x)
    }
  }
  return Math.min(gain, params.number('maxBoostDb'))
}

function galaBranch(params: ParamReader, speedKmh: number, fs: number): Branch {
  const gainDb = galaGainDb(params, speedKmh)
  // eqTilt: the document's example is +6 dB overall and a further +3 dB below 100 Hz at 130 km/h.
  const tilt = params.boolean('eqTilt') && gainDb !== 0 ? [lowShelf(100, gainDb / 2, 1, fs)] : []
  return branch(tilt, dbToGain(gainDb))
}
