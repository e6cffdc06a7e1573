import { db, floorPow2, requirePositive, welchSpectrum } from '@mindwire/dsp'
import { z } from 'zod'
import thresholds from '../../data/detector-thresholds.json' with { type: 'json' }
import { type LineSteadiness, lineSteadiness } from './dsp/line-coherence.ts'
import { lineFrames, lineSpreadDb } from './dsp/stationary-line.ts'
import { percentile } from './dsp/stats.ts'
import { anomalyEvidence, audioOf, defineModule, r3 } from './module-types.ts'

/** A mains line must stand this far (dB) above its neighbourhood's median to count. */
export const HUM_PROMINENCE_DB = 10
const HARMONICS = 5
/**
 * How far (Hz) a line may sit from the mains fundamental: public grids hold 50 Hz within ±1 % (EN 50160,
 * 99.5 % of a year), 0.5 Hz. A bass note is tuned to its own scale (G1 49.0 Hz, B1 61.7 Hz): 1 Hz or more
 * away, which the long-term spectrum's 0.2–0.4 Hz bins resolve.
 */
const LINE_TOLERANCE_HZ = 0.5
/** Seconds of the long-term spectrum's frames: bins of 1/4 Hz resolve a note 1 Hz from a mains line. */
const LONG_FRAME_SECONDS = 4
/**
 * Two steady lines on the mains harmonics make a family: one line on a mains multiple may be a held note's
 * partial that happens to sit there, two exact multiples holding phase and level together are the grid's.
 * Each line must stand HUM_PROMINENCE_DB over its neighbourhood, as the fundamental must: at 6 dB the family
 * took 3 of real-dev-kinds' 40 clean takes (sampled pianos, a soundtrack) for 1 hum more of 40; at 10 dB none.
 */
const FAMILY_MIN_LINES = 2
/**
 * The family reading needs a take of this many seconds: the phase test over 2 s frames at a 1 s hop then
 * averages five or more phasors. Over three (a 4 s take) a held note keeps its phase as hum does, and
 * random phasors still reach 0.85 by chance.
 */
const FAMILY_MIN_SECONDS = 6
/** A hum line further than this (dB) below the signal's total power is not reported. */
const HUM_MAX_BELOW_SIGNAL_DB = 65
/**
 * Hum keeps its phase: the line's phasor over 2 s frames must keep this share of its length when
 * averaged (dsp/line-coherence.ts). Frames with no line, or a note's leakage, average to 0.4–0.6 over
 * 4–8 s; sustained synthetic strings near 60 Hz reach 0.74; injected hum under music reads 0.99–1.
 */
const HUM_MIN_COHERENCE = 0.85
/**
 * Hum keeps its level too: over the same ~2 s frames, from the first where the line is on to the last, its
 * median magnitude stands at most this far (dB) over its smallest. A note on a mains frequency, which may
 * hold its phase while it sounds, comes and goes; hum, once switched on, stays (data/detector-thresholds.json:
 * real takes 0–6.3 dB where hum was found).
 */
const HUM_MAX_DIP_DB = thresholds.humMaxDipDb.value

/**
 * Hum: a fine long-term spectrum (≤ ~1.5 Hz bins); each mains harmonic's peak (±1.5 Hz) against the
 * median of the bins 4–20 Hz away. The fundamental must stand out: a music note or a test tone at 100 or
 * 120 Hz is a lone "harmonic" without one, and is not hum. A hum under loud bass is buried in the
 * long-term spectrum, so the fundamental is also read in the quiet frames (~0.34 s each): there it
 * counts when it stands out AND holds its level through time, which notes on the same line do not.
 */
export const humDetectorModule = defineModule({
  summary: {
    id: 'hum-detector',
    stage: 'detector',
    signalProfiles: ['speech', 'music', 'any'],
    goals: ['hum'],
    inputFormat: 'audio',
    outputFormat: 'audio',
    tunableParams: ['mainsHz (auto|50|60)'],
  },
  accepts: ['audio'],
  params: z.object({ mainsHz: z.enum(['auto', '50', '60']).default('auto') }).strict(),
  run(input, params, ctx) {
    const { samples } = audioOf(input)
    const sampleRate = requirePositive('sampleRate', audioOf(input).sampleRate)
    const size = Math.min(floorPow2(sampleRate * LONG_FRAME_SECONDS), floorPow2(samples.length))
    const spectrum = welchSpectrum(samples, size, 200)
    const binHz = sampleRate / size
    const candidates = params.mainsHz === 'auto' ? [50, 60] : [Number(params.mainsHz)]
    const results = candidates.map((mains) => measureMains(spectrum, binHz, mains))
    const best = results.reduce((a, b) => (b.fundamentalDb > a.fundamentalDb ? b : a))
    const steady = steadiestMains(samples, sampleRate, candidates)
    let total = 0
    for (let k = 1; k < spectrum.length; k++) total += spectrum[k]!
    // The line must also matter against the signal: a clean tone's 16-bit quantisation error repeats at
    // a sub-multiple of the rate (1 kHz at 22.05 kHz every 20 ms: 50 Hz lines ~100 dB down), prominent
    // over an even emptier floor but inaudible. Injected hum sits 30 dB down, audible hum within ~60.
    const floor = db(total) - HUM_MAX_BELOW_SIGNAL_DB
    // Either way the line must hold its phase and its level through the take (dsp/line-coherence.ts): a
    // held or repeated note standing on a mains frequency starts, decays and drifts; hum does not.
    const line = lineSteadiness(samples, sampleRate, best.mains)
    const quietLine = steady.mains === best.mains ? line : lineSteadiness(samples, sampleRate, steady.mains)
    const coherence = line.coherence
    const quietCoherence = quietLine.coherence
    const loud =
      best.levelDb >= floor &&
      best.fundamentalDb >= HUM_PROMINENCE_DB &&
      coherence >= HUM_MIN_COHERENCE &&
      line.dipDb <= HUM_MAX_DIP_DB
    const stationary =
      steady.levelDb >= floor &&
      steady.fundamentalDb >= HUM_PROMINENCE_DB &&
      quietCoherence >= HUM_MIN_COHERENCE &&
      quietLine.dipDb <= HUM_MAX_DIP_DB
    // Hum is a family: a ground loop's buzz puts lines on the mains harmonics, and under loud bass the
    // fundamental may be the one line buried. Two or more harmonics that each stand out and each hold their
    // phase and level (the same tests as the fundamental's) are the same physics, whatever the fundamental does.
    const family =
      samples.length >= FAMILY_MIN_SECONDS * sampleRate
        ? steadyFamily(samples, sampleRate, results, floor)
        : { lines: 0, result: best, weakest: line }
    const familyFound = !loud && !stationary && family.lines >= FAMILY_MIN_LINES
    const found = loud ? best : stationary ? { ...best, ...steady } : familyFound ? family.result : best
    const detected = loud || stationary || familyFound
    // Coarse bins (short clips) blur a line into its neighbours; say so through the confidence.
    const confidence = binHz <= 1.5 ? 0.9 : 0.6
    return {
      output: input,
      evidence: [
        anomalyEvidence(
          ctx,
          'hum-detector',
          'hum',
          detected,
          humMargin(
            found.fundamentalDb,
            familyFound ? family.weakest : loud || !stationary ? line : quietLine,
            familyFound ? family.lines : undefined,
          ),
          {
            frequencyHz: found.mains,
            prominenceDb: r3(found.fundamentalDb),
            harmonicsDetected: best.harmonics,
            levelDbfs: r3(found.levelDb),
            quietProminenceDb: r3(steady.fundamentalDb),
            levelSpreadDb: r3(steady.spreadDb),
            phaseCoherence: r3(found.mains === best.mains ? coherence : quietCoherence),
            levelDipDb: r3(found.mains === best.mains ? line.dipDb : quietLine.dipDb),
            steadyLines: family.lines,
            reading: loud ? 'long-term' : stationary ? 'quiet-frames' : familyFound ? 'family' : 'none',
            levelReSignalDb: r3(found.levelDb - db(total)),
          },
          confidence,
        ),
      ],
    }
  },
})

/**
 * How far past its decision lines a reading lies (0 at the lines, 1 well past): the weakest of its tests, each
 * in its own scale (prominence per 10 dB, coherence per the 0.15 between the line and 1, dip per its allowance;
 * a family per line beyond the two it needs), so data/confidence-calibration.json maps it to a probability.
 */
function humMargin(prominenceDb: number, line: LineSteadiness, familyLines?: number): number {
  const margins = [
    (prominenceDb - HUM_PROMINENCE_DB) / 10,
    (line.coherence - HUM_MIN_COHERENCE) / (1 - HUM_MIN_COHERENCE),
    (HUM_MAX_DIP_DB - line.dipDb) / HUM_MAX_DIP_DB,
  ]
  if (familyLines !== undefined) margins.push((familyLines - FAMILY_MIN_LINES + 1) / 3)
  return Math.max(0, Math.min(1, ...margins))
}

/**
 * The mains family's lines that stand out in the long-term spectrum and hold their phase and level through
 * the take, for the mains frequency with more of them; `result` names the family by its strongest such line.
 */
function steadyFamily(
  samples: Float32Array,
  sampleRate: number,
  results: ReturnType<typeof measureMains>[],
  floorDb: number,
) {
  let bestLines = 0
  let result = results[0]!
  // The weakest steady line's tests, for the margin.
  let weakest: LineSteadiness = { coherence: 1, dipDb: 0 }
  for (const r of results) {
    const steady = r.lines
      .filter((l) => l.prominenceDb >= HUM_PROMINENCE_DB && l.levelDb >= floorDb)
      .map((l) => ({ ...l, ...lineSteadiness(samples, sampleRate, l.hz) }))
      .filter((l) => l.coherence >= HUM_MIN_COHERENCE && l.dipDb <= HUM_MAX_DIP_DB)
    if (steady.length > bestLines) {
      bestLines = steady.length
      const top = steady.reduce((a, b) => (b.prominenceDb > a.prominenceDb ? b : a))
      result = { ...r, fundamentalDb: Math.min(...steady.map((l) => l.prominenceDb)), levelDb: top.levelDb }
      weakest = {
        coherence: Math.min(...steady.map((l) => l.coherence)),
        dipDb: Math.max(...steady.map((l) => l.dipDb)),
      }
    }
  }
  return { lines: bestLines, result, weakest }
}

/** The mains fundamental in the quiet frames (the one standing out more), with its level spread over time. */
function steadiestMains(samples: Float32Array, sampleRate: number, candidates: number[]) {
  const size = Math.min(floorPow2(sampleRate / 3), floorPow2(samples.length))
  const frames = lineFrames(samples, sampleRate, size, 100)
  return candidates
    .map((mains) => ({
      ...measureMains(frames.quiet, frames.binHz, mains, 1),
      spreadDb: lineSpreadDb(frames, mains),
    }))
    .reduce((a, b) => (b.fundamentalDb > a.fundamentalDb ? b : a))
}

function measureMains(spectrum: Float64Array, binHz: number, mains: number, harmonicsToRead = HARMONICS) {
  requirePositive('binHz', binHz)
  let fundamentalDb = 0
  let levelDb = -200
  let harmonics = 0
  const lines: { hz: number; prominenceDb: number; levelDb: number }[] = []
  for (let h = 1; h <= harmonicsToRead; h++) {
    const f = mains * h
    // The grid's deviation is relative: the h-th harmonic may sit h times as far off.
    const tolerance = LINE_TOLERANCE_HZ * h
    const peakLo = Math.floor((f - tolerance) / binHz)
    const peakHi = Math.ceil((f + tolerance) / binHz)
    // A line peaks where it stands: only a local maximum whose interpolated frequency lies within the
    // window counts. A window's highest bin may be the skirt of a note a few hertz away (a 65.4 Hz bass
    // note seen from 60 Hz), or, in 3–4 Hz bins, the lobe of a note at 63.5 Hz: neither is a mains line.
    let peak = 0
    for (let k = Math.max(1, peakLo); k <= Math.min(spectrum.length - 2, peakHi); k++)
      if (isLocalPeak(spectrum, k) && Math.abs(peakHz(spectrum, k, binHz) - f) <= tolerance + 0.15 * binHz)
        peak = Math.max(peak, spectrum[k]!)
    const neighbours: number[] = []
    for (let k = Math.floor((f - 20) / binHz); k <= Math.ceil((f + 20) / binHz); k++) {
      const distance = Math.abs(k * binHz - f)
      if (k >= 0 && k < spectrum.length && distance >= Math.max(4, 2.5 * binHz)) neighbours.push(spectrum[k]!)
    }
    const median = percentile(neighbours, 50)
    // No line at all reads as the neighbourhood itself: 0 dB.
    const prominence = db(Math.max(peak, median)) - db(median)
    if (h === 1) {
      fundamentalDb = prominence
      levelDb = db(Math.max(peak, median))
    }
    if (prominence >= HUM_PROMINENCE_DB) harmonics++
    lines.push({ hz: f, prominenceDb: prominence, levelDb: db(Math.max(peak, median)) })
  }
  return { mains, fundamentalDb, levelDb, harmonics, lines }
}

/** Whether bin k stands at least as high as both its neighbours. */
function isLocalPeak(spectrum: Float64Array, k: number): boolean {
  return spectrum[k]! >= spectrum[k - 1]! && spectrum[k]! >= spectrum[k + 1]!
}

/** The frequency of the peak at bin k, by a parabola through the log powers of k and its neighbours. */
function peakHz(spectrum: Float64Array, k: number, binHz: number): number {
  const [a, b, c] = [db(spectrum[k - 1]!), db(spectrum[k]!), db(spectrum[k + 1]!)]
  const curvature = a - 2 * b + c
  const offset = curvature < 0 ? (0.5 * (a - c)) / curvature : 0
  return (k + Math.max(-0.5, Math.min(0.5, offset))) * binHz
}
