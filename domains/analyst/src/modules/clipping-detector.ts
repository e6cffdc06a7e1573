import { z } from 'zod'
import { clippedRuns } from './dsp/clipped-runs.ts'
import { analyseHarmonics } from './dsp/harmonics.ts'
import { anomalyEvidence, audioOf, defineModule, r3 } from './module-types.ts'

/** Fraction of samples in flat runs at full scale from which we call it clipping (0.3 %). */
export const CLIPPED_FRACTION_THRESHOLD = 0.003
/** A signal is a tone when its strongest line holds this share of the power. */
const TONAL_SHARE = 0.95
/** THD (dB) of a full-scale tone above which it is clipped: 16-bit quantisation leaves ≤ −99 dB, 3 % of samples clipped −80 to −84. */
export const TONE_THD_THRESHOLD_DB = -90

/**
 * Clipping: runs of ≥ minRun consecutive samples that sit at or above the threshold level AND are flat
 * (equal to float precision). The flatness test is what keeps a clean full-scale sine, whose
 * crest also passes the level test for a few samples, from being flagged. For a full-scale tone, whose
 * clipped crests may be single samples, harmonic distortion above −90 dB decides instead.
 */
export const clippingDetectorModule = defineModule({
  summary: {
    id: 'clipping-detector',
    stage: 'detector',
    signalProfiles: ['any'],
    goals: ['clipping'],
    inputFormat: 'audio',
    outputFormat: 'audio',
    tunableParams: ['thresholdDbfs (−12–0, default −1)', 'minRun (2–64 samples, default 2)'],
  },
  accepts: ['audio'],
  params: z
    .object({
      thresholdDbfs: z.number().min(-12).max(0).default(-1),
      minRun: z.number().int().min(2).max(64).default(2),
    })
    .strict(),
  run(input, params, ctx) {
    const { samples, sampleRate } = audioOf(input)
    const level = 10 ** (params.thresholdDbfs / 20)
    const found = clippedRuns(samples, level, params.minRun)
    const runs = found.length
    const clipped = found.reduce((sum, run) => sum + run.end - run.start, 0)
    const firstMs = found[0] ? (found[0].start / sampleRate) * 1000 : 0
    const runFraction = samples.length ? clipped / samples.length : 0
    // A clipped high tone has plateaus of one sample (few samples per crest), which the run test cannot
    // see; for a tone at full scale, harmonic distortion above what quantisation leaves says it instead.
    let peak = 0
    for (const x of samples) peak = Math.max(peak, Math.abs(x))
    let toneThdDb: number | undefined
    if (peak >= level && !(runFraction >= CLIPPED_FRACTION_THRESHOLD && runs >= 3)) {
      const h = analyseHarmonics(samples, sampleRate)
      // Below 200 Hz the crests are wide enough for the run test, and the Hann leakage of a low
      // fundamental into its harmonics' lobes would read as distortion.
      if (h.fundamentalHz >= 200 && h.fundamental >= TONAL_SHARE * h.total)
        toneThdDb = 10 * Math.log10(Math.max(h.harmonics / h.fundamental, 1e-20))
    }
    const byRuns = runFraction >= CLIPPED_FRACTION_THRESHOLD && runs >= 3
    const byThd = toneThdDb !== undefined && toneThdDb >= TONE_THD_THRESHOLD_DB
    const detected = byRuns || byThd
    const fraction = runFraction
    const score = byThd
      ? (toneThdDb! - TONE_THD_THRESHOLD_DB + 10) / 30
      : fraction / (10 * CLIPPED_FRACTION_THRESHOLD)
    return {
      output: input,
      evidence: [
        anomalyEvidence(
          ctx,
          'clipping-detector',
          'clipping',
          detected,
          score,
          {
            clippedFraction: r3(fraction * 100) / 100,
            count: runs,
            startMs: r3(firstMs),
            ...(toneThdDb !== undefined && { toneThdDb: r3(toneThdDb) }),
          },
          0.9,
        ),
      ],
    }
  },
})
