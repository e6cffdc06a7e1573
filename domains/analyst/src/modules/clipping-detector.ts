import { z } from 'zod'
import { readCeiling } from './dsp/ceiling-pileup.ts'
import { analyseHarmonics } from './dsp/harmonics.ts'
import { anomalyEvidence, audioOf, defineModule, r3 } from './module-types.ts'

/** Share of samples in flat runs at the ceiling from which we call it clipping (0.3 %). */
export const CLIPPED_FRACTION_THRESHOLD = 0.003
/**
 * The loudest samples' tail ratio (see dsp/ceiling-pileup.ts) under which the top has piled up. Derived
 * from a false-alarm rate on real clean material: on the 96 takes of tests/data/analyst/real-dev.jsonl
 * without clipping (speech, instruments, tracker music, a soundtrack; a third through MP3) the lowest
 * ratio is 1.035, so 1.03 alarms on none of them (< 1 %); clipped takes after MP3 read 1.006–1.026.
 */
export const TAIL_RATIO_MAX = 1.03
/** A signal is a tone when its strongest line holds this share of the power. */
const TONAL_SHARE = 0.95
/** THD (dB) of a full-scale tone above which it is clipped: 16-bit quantisation leaves ≤ −99 dB, 3 % of samples clipped −80 to −84. */
export const TONE_THD_THRESHOLD_DB = -90

/**
 * Clipping, read per channel at the channel's own ceiling so a take turned down after it clipped is
 * still seen: flat runs of ≥ minRun equal samples at the peak (what a hard limit writes), or, once lossy
 * coding has rounded the flat tops off, the amplitude distribution piled up at the top. A pure tone at
 * full scale, whose clipped crests may be single samples, is read by its harmonic distortion instead.
 */
export const clippingDetectorModule = defineModule({
  summary: {
    id: 'clipping-detector',
    stage: 'detector',
    signalProfiles: ['any'],
    goals: ['clipping'],
    inputFormat: 'audio',
    outputFormat: 'audio',
    tunableParams: ['thresholdDbfs (−12–0, default −1: the tone test)', 'minRun (2–64 samples, default 2)'],
  },
  accepts: ['audio'],
  params: z
    .object({
      thresholdDbfs: z.number().min(-12).max(0).default(-1),
      minRun: z.number().int().min(2).max(64).default(2),
    })
    .strict(),
  run(input, params, ctx) {
    const audio = audioOf(input)
    const { samples, sampleRate } = audio
    const readings = (audio.channels ?? [samples]).map((channel) => readCeiling(channel, params.minRun))
    const worst = readings.reduce((a, b) => (b.flatShare > a.flatShare ? b : a))
    const tailRatio = Math.min(...readings.map((r) => r.tailRatio))
    const peak = Math.max(...readings.map((r) => r.peak))
    const byRuns = worst.flatShare >= CLIPPED_FRACTION_THRESHOLD && worst.runs >= 3
    const byPileUp = tailRatio <= TAIL_RATIO_MAX
    // A clipped high tone has plateaus of one sample (few samples per crest), which the run test cannot
    // see; for a tone at full scale, harmonic distortion above what quantisation leaves says it instead.
    let toneThdDb: number | undefined
    if (peak >= 10 ** (params.thresholdDbfs / 20) && !byRuns) {
      const h = analyseHarmonics(samples, sampleRate)
      // Below 200 Hz the crests are wide enough for the run test, and the Hann leakage of a low
      // fundamental into its harmonics' lobes would read as distortion.
      if (h.fundamentalHz >= 200 && h.fundamental >= TONAL_SHARE * h.total)
        toneThdDb = 10 * Math.log10(Math.max(h.harmonics / h.fundamental, 1e-20))
    }
    const byThd = toneThdDb !== undefined && toneThdDb >= TONE_THD_THRESHOLD_DB
    const detected = byRuns || byPileUp || byThd
    // Score: how far the strongest witness stands past its threshold (0.5 at the threshold).
    const margins = [
      worst.flatShare / (2 * CLIPPED_FRACTION_THRESHOLD),
      Number.isFinite(tailRatio) ? 0.5 + (TAIL_RATIO_MAX - tailRatio) / (2 * (TAIL_RATIO_MAX - 1)) : 0,
      toneThdDb !== undefined ? (toneThdDb - TONE_THD_THRESHOLD_DB + 15) / 30 : 0,
    ]
    return {
      output: input,
      evidence: [
        anomalyEvidence(
          ctx,
          'clipping-detector',
          'clipping',
          detected,
          Math.max(...margins),
          {
            clippedFraction: r3(worst.flatShare * 100) / 100,
            count: worst.runs,
            startMs: r3(worst.firstRun >= 0 ? (worst.firstRun / sampleRate) * 1000 : 0),
            ceilingDbfs: r3(20 * Math.log10(Math.max(peak, 1e-10))),
            ...(Number.isFinite(tailRatio) && { tailRatio: r3(tailRatio) }),
            ...(toneThdDb !== undefined && { toneThdDb: r3(toneThdDb) }),
          },
          0.9,
        ),
      ],
    }
  },
})
