/**
 * Frames a spectral measure can trust. A hard clip writes flat tops whose corners spray harmonics over the
 * whole band, and a dropout's abrupt edges are steps with a 1/f splatter: both put energy where the take
 * had none (above a low-pass, say) and hide what the take itself lost. So a spectrum of the take's own
 * colour is averaged over the frames that hold neither; when clipping touches nearly every frame, the flat
 * tops are first bridged by a smooth curve (their corners are what splatters), then only gaps are avoided.
 * Bridging guesses what the clip removed; between two clipped peaks the take is still intact, so short
 * frames that fit wholly between clipped runs read its colour without any guess (coarser in frequency).
 */

import { floorPow2, frameStarts } from '@mindwire/dsp'
import { clippedRuns } from './clipped-runs.ts'
import { type SampleSpan, silentRuns } from './silent-runs.ts'

/** A flat top this long at the file's own peak is a clip (one or two equal samples happen by chance). */
const MIN_CLIP_RUN = 3
/** Digital silence this long (≈ 0.3 ms at 48 kHz): a dithered or live take never has it. */
const MIN_SILENT_RUN = 16
/** Under a 24-bit LSB: a 16-bit take's dither crosses zero often but rests there only by being muted. */
const DIGITAL_ZERO = 2 ** -24
/** Frames are only dropped while at least this share of them is left. */
const MIN_INTACT_SHARE = 0.2
/** Short frames: ~6 ms, shorter than the gap between a sustained note's clipped peaks, 172 Hz bins at 44.1 kHz. */
const SHORT_FRAME_SECONDS = 1 / 160
/** Short frames between the clips count when they cover at least half a second of the take. */
const MIN_BETWEEN_SECONDS = 0.5

type Span = SampleSpan

/** What a spectral measure should read: samples (clip-bridged when needed) and the frame starts to use. */
export interface IntactView {
  samples: Float32Array
  starts: number[]
  /** When the take was bridged: short frames (size, starts) that meet no clipped run and no gap at all. */
  between?: { size: number; starts: number[] }
}

/** `size`-sample frames (hop size/2) that overlap no clipped run and no run of digital silence. */
export function intactView(samples: Float32Array, size: number, sampleRate?: number): IntactView {
  const all = frameStarts(samples.length, size, size / 2)
  const silent = silentRuns(samples, MIN_SILENT_RUN, DIGITAL_ZERO)
  const clips = topRuns(samples)
  const enough = (starts: number[]) => starts.length >= Math.max(2, MIN_INTACT_SHARE * all.length)
  const whole = avoiding(all, [...clips, ...silent], size)
  if (enough(whole)) return { samples, starts: whole }
  const bridged = bridgeClips(samples, clips)
  const unmuted = avoiding(all, silent, size)
  const view = { samples: bridged, starts: enough(unmuted) ? unmuted : all }
  if (sampleRate === undefined) return view
  const short = Math.min(size, floorPow2(sampleRate * SHORT_FRAME_SECONDS))
  const between = avoiding(frameStarts(samples.length, short, short / 2), [...clips, ...silent], short)
  const covers = (between.length * short) / 2 >= MIN_BETWEEN_SECONDS * sampleRate
  return covers ? { ...view, between: { size: short, starts: between } } : view
}

function avoiding(starts: number[], spans: Span[], size: number): number[] {
  if (spans.length === 0) return starts
  const sorted = [...spans].sort((a, b) => a.start - b.start)
  return starts.filter((start) => !overlaps(sorted, start, start + size))
}

/** Flat runs at the file's own peak level (a limiter may clip under full scale). */
function topRuns(samples: Float32Array): Span[] {
  let top = 0
  for (const x of samples) top = Math.max(top, Math.abs(x))
  return top > 0 ? clippedRuns(samples, top * 0.999, MIN_CLIP_RUN) : []
}

/**
 * A copy with each flat top replaced by the cubic (Hermite) curve that leaves its last free sample and
 * meets its next with their slopes: smooth where the clip had corners, and over the clip level, as the
 * lost peak was.
 */
export function bridgeClips(samples: Float32Array, runs: Span[]): Float32Array {
  const out = Float32Array.from(samples)
  for (const { start, end } of runs) {
    const a = start - 1
    const b = end
    if (a < 1 || b + 1 >= samples.length) continue
    const span = b - a
    const ya = samples[a]!
    const yb = samples[b]!
    const ma = (samples[a]! - samples[a - 1]!) * span
    const mb = (samples[b + 1]! - samples[b]!) * span
    for (let i = start; i < end; i++) {
      const t = (i - a) / span
      const t2 = t * t
      const t3 = t2 * t
      out[i] = (2 * t3 - 3 * t2 + 1) * ya + (t3 - 2 * t2 + t) * ma + (-2 * t3 + 3 * t2) * yb + (t3 - t2) * mb
    }
  }
  return out
}

/** Whether [from, to) meets any of the sorted, disjoint spans (binary search on their ends). */
function overlaps(spans: Span[], from: number, to: number): boolean {
  let lo = 0
  let hi = spans.length
  while (lo < hi) {
    const mid = (lo + hi) >> 1
    if (spans[mid]!.end <= from) lo = mid + 1
    else hi = mid
  }
  return lo < spans.length && spans[lo]!.start < to
}
