import { butterworth } from '@mindwire/dsp'
import { filterChannel } from './filter.ts'
import { fadeOf } from './resonance.ts'
import { blendSpan } from './span.ts'

/**
 * A muffled sound: a steep Butterworth low-pass (cascaded biquads, `order` poles: 48 dB/octave at 8) at
 * `cutoffHz`, as a microphone under clothing or a band-limited transmission.
 */
export function injectMuffled(
  channels: Float32Array[],
  sampleRate: number,
  params: { cutoffHz: number; order: 2 | 4 | 8 },
  start: number,
  end: number,
): void {
  const sections = butterworth('lowpass', params.cutoffHz, params.order, sampleRate)
  for (const channel of channels)
    blendSpan(channel, filterChannel(channel, sections), start, end, fadeOf(sampleRate))
}
