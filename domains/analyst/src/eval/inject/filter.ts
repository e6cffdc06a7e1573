import { type Biquad, processBiquad } from '@mindwire/dsp'

/**
 * Runs a cascade of biquads over a channel, returning a new array. The designs and the section
 * processing are the studio's DSP (RBJ cookbook, Butterworth), so the analyst's injected resonances
 * and low-passes are the same filters the studio measures: one implementation, one set of tests.
 */
export function filterChannel(channel: Float32Array, sections: readonly Biquad[]): Float32Array {
  const signal = Float64Array.from(channel)
  for (const section of sections) processBiquad(section, signal)
  return Float32Array.from(signal)
}
