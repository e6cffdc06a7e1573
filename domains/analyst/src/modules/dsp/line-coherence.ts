/**
 * How steady a spectral line is in phase: the line's complex amplitude read in successive frames, with
 * the phase referenced to the start of the take. A stationary sinusoid (mains hum) gives the same phasor
 * in every frame, so their mean keeps its full length (coherence 1); a note that starts, decays and
 * stops, or one a hertz away whose leakage rotates from frame to frame, averages towards 0.
 */
import { windowOf } from './spectrum.ts'

/** Frames of about a second: a hertz of offset turns a leaking note's phasor through half a turn a hop. */
const FRAME_SECONDS = 2
/** Where around the nominal frequency the steadiest phasor is sought (Hz), and in how many steps. */
const SEARCH_HZ = 0.12
const SEARCH_STEPS = 7

/** |mean phasor| / mean |phasor| of the line at `hz` (refined within ±0.12 Hz); 0 when nothing is there. */
export function lineCoherence(samples: Float32Array, sampleRate: number, hz: number): number {
  const size = Math.min(samples.length, Math.round(sampleRate * FRAME_SECONDS))
  const hop = Math.max(1, Math.floor(size / 2))
  const window = windowOf('hann', size)
  let best = 0
  for (let s = 0; s < SEARCH_STEPS; s++) {
    const f = hz + SEARCH_HZ * ((2 * s) / (SEARCH_STEPS - 1) - 1)
    const step = (2 * Math.PI * f) / sampleRate
    let sumRe = 0
    let sumIm = 0
    let sumAbs = 0
    for (let start = 0; start + size <= samples.length; start += hop) {
      let re = 0
      let im = 0
      for (let i = 0; i < size; i++) {
        const x = samples[start + i]! * window[i]!
        const phase = step * (start + i)
        re += x * Math.cos(phase)
        im -= x * Math.sin(phase)
      }
      sumRe += re
      sumIm += im
      sumAbs += Math.hypot(re, im)
    }
    if (sumAbs > 0) best = Math.max(best, Math.hypot(sumRe, sumIm) / sumAbs)
  }
  return best
}
