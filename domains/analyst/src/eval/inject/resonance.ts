import { peaking } from '@mindwire/dsp'
import { filterChannel } from './filter.ts'
import { blendSpan } from './span.ts'

/** A resonance: a peaking biquad (+gainDb at frequencyHz, quality q), as a boxy room or a cheap enclosure. */
export function injectResonance(
  channels: Float32Array[],
  sampleRate: number,
  params: { frequencyHz: number; gainDb: number; q: number },
  start: number,
  end: number,
): void {
  const coefficients = peaking(params.frequencyHz, params.gainDb, params.q, sampleRate)
  for (const channel of channels)
    blendSpan(channel, filterChannel(channel, [coefficients]), start, end, fadeOf(sampleRate))
}

/** 10 ms crossfades at the edges of a filtered span. */
export const fadeOf = (sampleRate: number) => Math.round(0.01 * sampleRate)
