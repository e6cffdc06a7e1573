import { z } from 'zod'
import { anomalyEvidence, audioOf, defineModule, r3 } from './module-types.ts'

/** Fraction of samples in flat runs at full scale from which we call it clipping (0.2 %). */
export const CLIPPED_FRACTION_THRESHOLD = 0.002
/** Consecutive samples count as one flat plateau when they differ by less than ~2 LSB of 16-bit audio. */
const FLAT_TOLERANCE = 6e-5

/**
 * Clipping: runs of ≥ minRun consecutive samples that sit at or above the threshold level AND are flat
 * (equal within a 16-bit LSB or two). The flatness test is what keeps a clean full-scale sine, whose
 * crest also passes the level test for a few samples, from being flagged.
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
    let runs = 0
    let clipped = 0
    let firstMs = -1
    let runLength = 0
    const close = (end: number) => {
      if (runLength >= params.minRun) {
        runs++
        clipped += runLength
        if (firstMs < 0) firstMs = ((end - runLength) / sampleRate) * 1000
      }
      runLength = 0
    }
    for (let i = 0; i < samples.length; i++) {
      const x = samples[i]!
      const atTop = Math.abs(x) >= level
      const flat = runLength > 0 && Math.abs(x - samples[i - 1]!) <= FLAT_TOLERANCE
      if (atTop && (runLength === 0 || flat)) runLength++
      else {
        close(i)
        if (atTop) runLength = 1
      }
    }
    close(samples.length)
    const fraction = samples.length ? clipped / samples.length : 0
    const detected = fraction >= CLIPPED_FRACTION_THRESHOLD && runs >= 3
    return {
      output: input,
      evidence: [
        anomalyEvidence(
          ctx,
          'clipping-detector',
          'clipping',
          detected,
          fraction / (10 * CLIPPED_FRACTION_THRESHOLD),
          { clippedFraction: r3(fraction * 100) / 100, count: runs, startMs: r3(Math.max(0, firstMs)) },
          0.9,
        ),
      ],
    }
  },
})
