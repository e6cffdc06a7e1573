/**
 * How steady a spectral line is in phase: the line's complex amplitude read in successive frames, with
 * the phase referenced to the start of the take. A stationary sinusoid (mains hum) gives the same phasor
 * in every frame, so their mean keeps its full length (coherence 1); a note that starts, decays and
 * stops, or one a hertz away whose leakage rotates from frame to frame, averages towards 0.
 */
import { windowOf } from '@mindwire/dsp'

/** Frames of about a second: a hertz of offset turns a leaking note's phasor through half a turn a hop. */
const FRAME_SECONDS = 2
/** Where around the nominal frequency the steadiest phasor is sought (Hz), and in how many steps. */
const SEARCH_HZ = 0.12
const SEARCH_STEPS = 7

/** |mean phasor| / mean |phasor| of the line at `hz` (refined within ±0.12 Hz); 0 when nothing is there. */
export function lineCoherence(samples: Float32Array, sampleRate: number, hz: number): number {
  return lineSteadiness(samples, sampleRate, hz).coherence
}

/** The line's phase coherence (above) and how far its level dips: median over quietest frame (dB). */
export interface LineSteadiness {
  coherence: number
  /**
   * From the first frame where the line is on (within 6 dB of its strongest) to the last, the frames' median
   * |phasor| over their smallest, in dB: hum switched on stays on until switched off; a note comes and goes.
   */
  dipDb: number
}

/** The line at `hz` read in ~2 s frames: its phase coherence and its level dips, at the steadiest frequency. */
export function lineSteadiness(samples: Float32Array, sampleRate: number, hz: number): LineSteadiness {
  const size = Math.min(samples.length, Math.round(sampleRate * FRAME_SECONDS))
  const hop = Math.max(1, Math.floor(size / 2))
  const window = windowOf('hann', size)
  let best = 0
  let dipDb = 0
  for (let s = 0; s < SEARCH_STEPS; s++) {
    const f = hz + SEARCH_HZ * ((2 * s) / (SEARCH_STEPS - 1) - 1)
    const step = (2 * Math.PI * f) / sampleRate
    let sumRe = 0
    let sumIm = 0
    let sumAbs = 0
    const magnitudes: number[] = []
    for (let start = 0; start + size <= samples.length; start += hop) {
      let re = 0
      let im = 0
      // e^{-i·phase} advanced by one rotation per sample (a cos and a sin per sample cost ten times more).
      let c = Math.cos(step * start)
      let sn = -Math.sin(step * start)
      const dc = Math.cos(step)
      const ds = -Math.sin(step)
      for (let i = 0; i < size; i++) {
        const x = samples[start + i]! * window[i]!
        re += x * c
        im += x * sn
        const next = c * dc - sn * ds
        sn = c * ds + sn * dc
        c = next
      }
      sumRe += re
      sumIm += im
      sumAbs += Math.hypot(re, im)
      magnitudes.push(Math.hypot(re, im))
    }
    const coherence = sumAbs > 0 ? Math.hypot(sumRe, sumIm) / sumAbs : 0
    if (coherence > best) {
      best = coherence
      dipDb = dipWhileOn(magnitudes)
    }
  }
  return { coherence: best, dipDb }
}

/** Magnitudes in time order: median over smallest (dB) between the first and the last frame within 6 dB of the top. */
function dipWhileOn(magnitudes: number[]): number {
  if (magnitudes.length === 0) return 0
  const top = Math.max(...magnitudes)
  const first = magnitudes.findIndex((m) => m >= top / 2)
  const last = magnitudes.length - 1 - [...magnitudes].reverse().findIndex((m) => m >= top / 2)
  const span = magnitudes.slice(first, last + 1).sort((a, b) => a - b)
  if (span.length === 0) return 0
  const median = span[Math.floor(span.length / 2)]!
  return 20 * Math.log10(median / Math.max(span[0]!, 1e-12))
}
