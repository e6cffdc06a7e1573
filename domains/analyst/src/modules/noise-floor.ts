import { db, floorPow2, frameStarts, powerSpectrum } from '@mindwire/dsp'
import { z } from 'zod'
import { clippedRuns, HARD_CLIP_LEVEL } from './dsp/clipped-runs.ts'
import { percentile, percentileFilter } from './dsp/stats.ts'
import { anomalyEvidence, audioOf, defineModule, r3 } from './module-types.ts'

/** Below this estimated SNR (dB) the signal carries broadband noise (injected defects are ≤ 20 dB). */
export const NOISE_SNR_THRESHOLD_DB = 28
/**
 * The floor of most bins lying this much (dB) higher in one third of the file than in the whole file: noise
 * that comes and goes. Noise at ≤ 25 dB SNR lifts a programme's floor from its quiet parts (dither, room tone:
 * 55 dB or more under the content) by 30 dB or more; the floors of clean speech's thirds differ by ≤ 23 dB.
 */
const FLOOR_STEP_DB = 30
/** Under the 0.5 a finding needs: a floor read through clipping distortion is a hint, not a verdict. */
const TAINTED_CONFIDENCE = 0.4
/** A floor needs this share of frames free of clipped runs (at least 12 frames). */
const MIN_CLIP_FREE = 0.25
/**
 * Noise is stationary: each bin of it has exponential power, so its bias-corrected 20th and 50th percentiles
 * estimate the same mean. A bin whose median-frame floor stands this much (dB) or more over its judged floor
 * is content — a music bed under a voice, a second voice, notes that decay — not noise. (3 dB let a
 * sustained bed's bins pass in some clean mixes: shares up to 0.43.)
 */
const STATIONARY_BIN_GAP_DB = 2
/**
 * Broadband noise makes a stationary floor over a fair share of the band: at least this share of the judged
 * floor's power must lie in stationary bins. Renders of noise at 19–25 dB SNR on mixes, dialogue, speech and
 * music: 0.11–1 (every noisy case of dev, dev2 and the sweeps: 0.55–1); clean mixes and dialogue whose
 * floors read under 28 dB SNR (a bed or a second voice filling the gaps), 14 renders and dev2's: 0–0.02.
 */
const MIN_STATIONARY_SHARE = 0.06
/**
 * Noise over the whole take is stationary over most of the floor: every such case of the dev sets reads a
 * share of 0.55–1. A floor stationary over less of it is noise only where noise came in over part of the
 * take, which lifts one third's quiet floor well over the whole take's (FLOOR_STEP_DB's reading; partial
 * noise on dev: 14.8 dB and more). Clean espeak-ng Mandarin whose syllables leave no rests read shares of
 * 0.09–0.40 with steps of 2.9–8.7 dB. Both bounds sit mid-way in a plateau (shares 0.45–0.55 and steps
 * 10–14 dB sort the dev sets and scans alike).
 */
const WHOLE_TAKE_SHARE = 0.45
const PARTIAL_STEP_DB = 12
/**
 * Noise over part of a take rarely fills one of its fixed thirds, so the floor step is also read over
 * sliding windows of a quarter of the take (hop an eighth): the window whose quiet floor rose most. The
 * window lies inside the noise, so its floor must be stationary nearly throughout — this share of its power
 * (partial-noise scan: 0.95–1 where a quarter fits inside the noise; clean speech and mixes whose
 * loudest-floored quarter rose ≥ 30 dB: 0.11–0.90).
 */
const WINDOW_FRACTION = 4
const WINDOW_STATIONARY_SHARE = 0.95
/**
 * The rise a window's quiet floor needs before it is judged: far less than FLOOR_STEP_DB, because a quiet
 * take (room tone ~40 dB under the content, not 55) rises only 12.7–22.9 dB under noise at 20–25 dB SNR
 * (dev: every partial-noise case on a quiet take). The rise does not sort noise from content — clean takes'
 * windows rise up to 38 dB — the window's SNR and stationary share do; it only asks for a floor that
 * clearly rose (8× its power). Any rise of 0–12 dB finds and misses the same dev and scan cases.
 */
const WINDOW_RISE_DB = 9
/**
 * A window's floor is read from its frames without clipped runs or digital silence: where fewer than half
 * of them remain, the few left are the loudest content between clips (a take clipped at most peaks, one
 * frame of 19 left), not a floor.
 */
const WINDOW_MIN_USABLE = 0.5
/**
 * Noise lies under every moment it covers. Speech that pauses only for a few tens of milliseconds gives
 * minimum statistics over 85–93 ms frames its own quiet parts for a floor (~25 dB under it), yet its 5 ms
 * frames drop to dither or room tone between words: where every eighth of the judged span holds a 5 ms frame
 * this far (dB) beneath the judged floor, the floor is content, not noise (under noise they stay within ~3 dB).
 */
const REST_BENEATH_DB = 20
const REST_FRAME_SECONDS = 0.005
const REST_PARTS = 8
/**
 * Broadband noise holds its level from frame to frame: each ~85 ms frame's floor (the 10th percentile of its
 * bins from 1 kHz to 12 kHz, which a noise's thousand-odd bins hold within a fraction of a dB) stays put in
 * every frame the content leaves it bare, while a floor made of content (a sample's own hiss, a mix's reverb
 * and pads) comes and goes with the notes. Read as the spread of the quieter half of the frames' floors (their
 * median over their 10th percentile, dB, over the judged span). Real development takes (speech, sampled
 * instruments, tracker and soundtrack mixes, a third through MP3) with white or pink noise at 16–29 dB SNR:
 * 0.9–2.6 dB (one mix at 3.7 that the stationary share misses anyway); the clean takes the other tests took
 * for noise: 3.0–21 dB on 10 of 14 (all sampled instruments but one, dense tracker and soundtrack mixes).
 */
const FRAME_FLOOR_SPREAD_DB = 2.8
const FRAME_FLOOR_BAND_HZ = [1000, 12_000] as const
/** Percentile of the second floor reading that tests the floor's stationarity: the median frame. */
const MEDIAN_PERCENTILE = 50
/** A frame whose mean square is below this (−150 dBFS) is digital silence, not a floor. */
const DIGITAL_SILENCE_POWER = 1e-15

/**
 * Broadband noise floor by minimum statistics: per frequency bin, a low percentile of its power over
 * time (corrected for the bias of that percentile on Gaussian noise), then the 10th percentile across
 * ±1/48 of the band, which finds the gaps between harmonics, so tonal lines — a sustained note, a chord,
 * a test tone — do not count as floor. SNR = mean signal
 * power ÷ summed floor. Frame-energy SNR alone would call every steady tone or dense music noisy. Noise
 * is stationary, so its floor read from the median frames agrees with the low percentile's; a floor made of
 * a second source (a bed, another voice) does not, and is not called noise.
 */
export const noiseFloorModule = defineModule({
  summary: {
    id: 'noise-floor',
    stage: 'detector',
    signalProfiles: ['speech', 'music', 'any'],
    goals: ['broadband_noise', 'snr'],
    inputFormat: 'audio',
    outputFormat: 'audio',
    tunableParams: ['percentile (5–50, default 20)'],
  },
  accepts: ['audio'],
  params: z.object({ percentile: z.number().min(5).max(50).default(20) }).strict(),
  run(input, params, ctx) {
    const { samples, sampleRate } = audioOf(input)
    // 85–93 ms frames resolve the gaps between a chord's low partials, where 46 ms frames read the leakage
    // between them as floor (a noise floor reads the same at both). A clipped take whose long frames are
    // rarely free of clipped runs falls back to the short ones, which leave more clip-free frames.
    const long = readFloor(samples, sampleRate, floorPow2(sampleRate / 6), params.percentile)
    const read = long.clipFree
      ? long
      : readFloor(samples, sampleRate, floorPow2(sampleRate / 12), params.percentile)
    const {
      snrDb,
      noisePower,
      meanPower,
      floorStepDb,
      windowRiseDb,
      frameCount,
      unclipped,
      clipFree,
      stationaryShare,
    } = read
    const restsBeneath = restsBeneathThroughout(samples, sampleRate, read.spanSeconds, db(noisePower))
    const spread = stationaryShare >= WHOLE_TAKE_SHARE || floorStepDb >= PARTIAL_STEP_DB
    // The frame floor's spread is read where the floor is judged stationary over the take (or the span judged);
    // noise over part of a take, found by the step of one third's floor, holds still only where it plays.
    const holdsStill = stationaryShare < WHOLE_TAKE_SHARE || read.frameFloorSpreadDb <= FRAME_FLOOR_SPREAD_DB
    const stationary = stationaryShare >= MIN_STATIONARY_SHARE && spread && !restsBeneath && holdsStill
    const detected = meanPower > 1e-10 && snrDb < NOISE_SNR_THRESHOLD_DB && stationary
    return {
      output: input,
      evidence: [
        anomalyEvidence(
          ctx,
          'noise-floor',
          'broadband_noise',
          detected,
          // A floor that is not stationary is content, however close to it: its score stays under a finding's.
          stationary
            ? (NOISE_SNR_THRESHOLD_DB + 12 - snrDb) / 24
            : Math.min(0.45, (NOISE_SNR_THRESHOLD_DB + 12 - snrDb) / 24),
          {
            snrDb: r3(snrDb),
            floorStepDb: r3(floorStepDb),
            windowRiseDb: r3(windowRiseDb),
            stationaryShare: r3(stationaryShare),
            frameFloorSpreadDb: r3(read.frameFloorSpreadDb),
            restsBeneath,
            clippedFrames: frameCount - unclipped,
            noiseFloorDbfs: r3(db(noisePower)),
            signalDbfs: r3(db(meanPower)),
          },
          !clipFree ? TAINTED_CONFIDENCE : frameCount >= 20 ? 0.85 : 0.5,
        ),
      ],
    }
  },
})

/** The minimum-statistics floor and SNR read with frames of `frameSize` samples (its partial-noise third too). */
function readFloor(samples: Float32Array, sampleRate: number, frameSize: number, p: number) {
  const FRAME = Math.min(frameSize, floorPow2(samples.length))
  const starts = frameStarts(samples.length, FRAME, FRAME / 2)
  const step = Math.max(1, Math.ceil(starts.length / 600))
  const bins = FRAME / 2 + 1
  const columns: Float64Array[] = Array.from(
    { length: bins },
    () => new Float64Array(Math.ceil(starts.length / step)),
  )
  let frameCount = 0
  const frame = new Float64Array(bins)
  const sounding: boolean[] = []
  for (let i = 0; i < starts.length; i += step) {
    powerSpectrum(samples, starts[i]!, FRAME, 'hann', frame)
    let total = 0
    for (let k = 0; k < bins; k++) {
      columns[k]![frameCount] = frame[k]!
      total += frame[k]!
    }
    sounding.push(total > DIGITAL_SILENCE_POWER)
    frameCount++
  }
  // Skip DC and the lowest bins: rumble and offsets are other detectors' business.
  const firstBin = Math.ceil(60 / (sampleRate / FRAME))
  // Clipping spreads distortion over the spectrum, which a floor would read as noise: the floor comes
  // from the frames without clipped runs while enough of them remain. A take clipped nearly throughout
  // has no clean floor to read, so its verdict is given with a confidence under a finding's.
  const clipped = clippedFrames(samples, starts, step, FRAME)
  const unclipped = clipped.filter((c) => !c).length
  const clipFree = unclipped >= Math.max(12, MIN_CLIP_FREE * frameCount)
  const keep = clipFree ? clipped.map((c) => !c) : undefined
  const usable = sounding.map((s, t) => s && (keep?.[t] ?? true))
  const whole = spanFloor(columns, 0, frameCount, firstBin, p, keep)
  const thirds = [0, 1, 2].map((t) => [
    Math.floor((t * frameCount) / 3),
    Math.floor(((t + 1) * frameCount) / 3),
  ])
  // Noise that covers part of the file only lifts the floor of every bin at once where it plays: one
  // third's floor then lies far above the whole file's, which comes from the quiet part (floors of the
  // quietest 5 %, so speech pauses keep theirs; without digitally silent frames, since a dropout lowers a
  // floor and is the dropout detector's business). Then the noisiest third is judged on its own.
  const quiet = (a: number, b: number) => spanFloor(columns, a, b, firstBin, 5, usable).floorBins
  const reference = quiet(0, frameCount)
  const floorStepDb =
    frameCount >= 36
      ? medianRiseDb(
          thirds.map(([a, b]) => quiet(a!, b!)),
          reference,
        )
      : 0
  let span: readonly [number, number] = [0, frameCount]
  let judged = whole
  if (floorStepDb >= FLOOR_STEP_DB)
    for (const [a, b] of thirds) {
      const floor = spanFloor(columns, a!, b!, firstBin, p, keep)
      if (judged === whole || floor.snrDb < judged.snrDb) [span, judged] = [[a!, b!], floor]
    }
  // The same span's floor from its median frames: stationary noise reads the same, content reads higher.
  // (The median leaves a span's few noiseless frames out, so noise over most of the span still agrees.)
  const shareOf = ([a, b]: readonly [number, number], floor: Float64Array) =>
    stationaryShare(
      floor,
      spanFloor(columns, a, b, firstBin, Math.max(p, MEDIAN_PERCENTILE), usable).floorBins,
    )
  let share = shareOf(span, judged.floorBins)
  const found = judged.snrDb < NOISE_SNR_THRESHOLD_DB && share >= MIN_STATIONARY_SHARE
  const usableIn = (a: number, b: number) =>
    usable.slice(a, b).filter(Boolean).length >= WINDOW_MIN_USABLE * (b - a)
  const window = frameCount >= 36 && !found ? risenWindow(frameCount, reference, quiet, usableIn) : undefined
  if (window && window.riseDb >= WINDOW_RISE_DB) {
    const floor = spanFloor(columns, ...window.span, firstBin, p, keep)
    const windowShare = shareOf(window.span, floor.floorBins)
    if (floor.snrDb < NOISE_SNR_THRESHOLD_DB && windowShare >= WINDOW_STATIONARY_SHARE)
      [judged, share, span] = [floor, windowShare, window.span]
  }
  const secondsPerFrame = (starts[1] ?? FRAME) / sampleRate
  const band = FRAME_FLOOR_BAND_HZ.map((hz) =>
    Math.round(Math.min(hz, sampleRate * 0.4) / (sampleRate / FRAME)),
  )
  return {
    frameFloorSpreadDb: frameFloorSpread(columns, span, band as [number, number], usable),
    spanSeconds: [span[0] * step * secondsPerFrame, span[1] * step * secondsPerFrame] as const,
    stationaryShare: share,
    snrDb: judged.snrDb,
    noisePower: judged.noisePower,
    meanPower: whole.meanPower,
    floorStepDb,
    windowRiseDb: window?.riseDb ?? 0,
    frameCount,
    unclipped,
    clipFree,
  }
}

/** The median minus the 10th percentile (dB) of the span's usable frames' floors (FRAME_FLOOR_SPREAD_DB). */
function frameFloorSpread(
  columns: Float64Array[],
  [from, to]: readonly [number, number],
  [lo, hi]: readonly [number, number],
  usable: readonly boolean[],
): number {
  const bins = new Float64Array(Math.max(0, hi - lo))
  const floors: number[] = []
  for (let t = from; t < to; t++) {
    if (!usable[t]) continue
    for (let k = lo; k < hi; k++) bins[k - lo] = columns[k]![t]!
    floors.push(db(percentile(bins, 10)))
  }
  return floors.length >= 3 ? percentile(floors, 50) - percentile(floors, 10) : 0
}

/** Whether every eighth of the span holds a 5 ms frame (its mean taken out) REST_BENEATH_DB under `floorDb`. */
function restsBeneathThroughout(
  samples: Float32Array,
  sampleRate: number,
  [from, to]: readonly [number, number],
  floorDb: number,
): boolean {
  const size = Math.max(1, Math.round(sampleRate * REST_FRAME_SECONDS))
  const start = Math.floor(from * sampleRate)
  const end = Math.min(samples.length, Math.ceil(to * sampleRate))
  const part = (end - start) / REST_PARTS
  if (part < size) return false
  const rests = new Array<boolean>(REST_PARTS).fill(false)
  for (let i = start; i + size <= end; i += size) {
    let mean = 0
    for (let k = i; k < i + size; k++) mean += samples[k]!
    mean /= size
    let power = 0
    for (let k = i; k < i + size; k++) power += (samples[k]! - mean) ** 2
    if (db(power / size) <= floorDb - REST_BENEATH_DB)
      rests[Math.min(REST_PARTS - 1, Math.floor((i - start) / part))] = true
  }
  return rests.every(Boolean)
}

/**
 * The window of a quarter of the frames (hop an eighth) whose quiet floor rose most over `reference`, among
 * those with enough usable frames to read a floor from.
 */
function risenWindow(
  frameCount: number,
  reference: Float64Array,
  quiet: (a: number, b: number) => Float64Array,
  usableIn: (a: number, b: number) => boolean,
) {
  const length = Math.floor(frameCount / WINDOW_FRACTION)
  const hop = Math.max(1, Math.floor(length / 2))
  let best = { riseDb: Number.NEGATIVE_INFINITY, span: [0, length] as readonly [number, number] }
  for (let a = 0; a + length <= frameCount; a += hop) {
    if (!usableIn(a, a + length)) continue
    const riseDb = medianRiseDb([quiet(a, a + length)], reference)
    if (riseDb > best.riseDb) best = { riseDb, span: [a, a + length] }
  }
  return best
}

/**
 * The minimum-statistics floor of frames [from, to) per bin (of the frames `keep` marks, all without it),
 * the summed floor and the SNR against it.
 */
function spanFloor(
  columns: Float64Array[],
  from: number,
  to: number,
  firstBin: number,
  p: number,
  keep?: readonly boolean[],
) {
  let meanPower = 0
  for (const column of columns) for (let t = from; t < to; t++) meanPower += column[t]!
  meanPower /= Math.max(1, to - from)
  // p-th percentile of an exponential (one Gaussian-noise bin) is −ln(1 − p) × its mean.
  const bias = -Math.log(1 - p / 100)
  const frames: number[] = []
  for (let t = from; t < to; t++) if (!keep || keep[t]) frames.push(t)
  const values = new Float64Array(frames.length)
  const raw = columns.slice(firstBin).map((c) => {
    for (let i = 0; i < frames.length; i++) values[i] = c[frames[i]!]!
    return percentile(values, p) / bias || 0
  })
  const floorBins = percentileFilter(raw, Math.round(columns.length / 48), 10)
  let noisePower = 0
  for (const v of floorBins) noisePower += v
  return { meanPower, noisePower, floorBins, snrDb: db(meanPower) - db(noisePower) }
}

/** The share of the floor's power in bins whose median-frame floor stands under STATIONARY_BIN_GAP_DB over it. */
function stationaryShare(floor: Float64Array, median: Float64Array): number {
  let share = 0
  let total = 0
  floor.forEach((f, k) => {
    total += f
    if (db(median[k]!) - db(f) < STATIONARY_BIN_GAP_DB) share += f
  })
  return total > 0 ? share / total : 1
}

/** The median over bins of how far (dB) the highest of the spans' floors lies above the reference floor. */
function medianRiseDb(floors: Float64Array[], reference: Float64Array): number {
  const rises = reference.map((r, k) => Math.max(...floors.map((f) => db(f[k]!))) - db(r))
  return percentile(rises, 50)
}

/** Whether each analysed frame holds a clipped run (−1 dBFS, as the clipping detector defaults). */
function clippedFrames(samples: Float32Array, starts: number[], step: number, size: number): boolean[] {
  const marks = new Int32Array(samples.length + 1)
  for (const run of clippedRuns(samples, HARD_CLIP_LEVEL, 2)) marks.fill(1, run.start + 1, run.end + 1)
  for (let i = 1; i < marks.length; i++) marks[i]! += marks[i - 1]!
  const out: boolean[] = []
  for (let i = 0; i < starts.length; i += step) {
    const from = starts[i]!
    const to = Math.min(samples.length, from + size)
    out.push(marks[to]! - marks[from]! > 0)
  }
  return out
}
