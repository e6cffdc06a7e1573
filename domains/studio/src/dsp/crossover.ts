import type { Biquad } from '@mindwire/dsp'
import { linkwitzRiley, linkwitzRileyOrder, linkwitzRileySumAllpass } from '@mindwire/dsp'
import type { ParamReader } from './module-params.ts'
import type { Branch } from './module-transfer.ts'

const dbToGain = (db: number) => 10 ** (db / 20)

/** Low (woofer) and high (tweeter) branches of a 2-way LR crossover with its level, polarity and delay. */
export function crossover2Branches(params: ParamReader, fs: number): Record<'low' | 'high', Branch> {
  const fc = params.number('fc')
  const order = linkwitzRileyOrder(params.string('order'))
  const sign = params.string('tweeterPolarity') === 'inverted' ? -1 : 1
  return {
    low: {
      sections: linkwitzRiley('lowpass', fc, order, fs),
      gain: dbToGain(params.number('woofGainDb')),
      delaySeconds: 0,
    },
    high: {
      sections: linkwitzRiley('highpass', fc, order, fs),
      gain: sign * dbToGain(params.number('tweeterGainDb')),
      delaySeconds: params.number('tweeterDelayMs') / 1000,
    },
  }
}

/**
 * Low, mid and high branches of a 3-way LR tree: split at fcLow, then split the upper part at fcHigh. The
 * low branch misses the fcHigh split's phase turn, so allpassComp adds the allpass that split sums to.
 */
export function crossover3Branches(params: ParamReader, fs: number): Record<'low' | 'mid' | 'high', Branch> {
  const fcLow = params.number('fcLow')
  const fcHigh = params.number('fcHigh')
  const order = linkwitzRileyOrder(params.string('order'))
  const gains = params.numbers('bandGainDb')
  const delays = params.numbers('bandDelayMs')
  const polarities = params.numbers('bandPolarity')
  const band = (i: number, sections: Biquad[]): Branch => ({
    sections,
    gain: ((polarities[i] ?? 1) < 0 ? -1 : 1) * dbToGain(gains[i] ?? 0),
    delaySeconds: (delays[i] ?? 0) / 1000,
  })
  const lowComp = params.boolean('allpassComp') ? linkwitzRileySumAllpass(fcHigh, order, fs) : []
  return {
    low: band(0, [...linkwitzRiley('lowpass', fcLow, order, fs), ...lowComp]),
    mid: band(1, [
      ...linkwitzRiley('highpass', fcLow, order, fs),
      ...linkwitzRiley('lowpass', fcHigh, order, fs),
    ]),
    high: band(2, [
      ...linkwitzRiley('highpass', fcLow, order, fs),
      ...linkwitzRiley('highpass', fcHigh, order, fs),
    ]),
  }
}
