import { z } from 'zod'
import { db, floorPow2, frameStarts, powerSpectrum } from './dsp/spectrum.ts'
import { percentile, percentileFilter } from './dsp/stats.ts'
import { anomalyEvidence, audioOf, defineModule, r3 } from './module-types.ts'

/** Below this estimated SNR (dB) the signal carries broadband noise (injected defects are ≤ 20 dB). */
export const NOISE_SNR_THRESHOLD_DB = 28

/**
 * Broadband noise floor by minimum statistics: per frequency bin, a low percentile of its power over
 * time (corrected for the bias of that percentile on Gaussian noise), then the 10th percentile across
 * ±1/48 of the band, which finds the gaps between harmonics, so tonal lines — a sustained note, a chord,
 * a test tone — do not count as floor. SNR = mean signal
 * power ÷ summed floor. Frame-energy SNR alone would call every steady tone or dense music noisy.
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
    // ~85 ms frames at any rate: fine enough to resolve harmonics of a 100 Hz voice.
    const FRAME = Math.min(floorPow2(sampleRate / 12), floorPow2(samples.length))
    const starts = frameStarts(samples.length, FRAME, FRAME / 2)
    const step = Math.max(1, Math.ceil(starts.length / 600))
    const bins = FRAME / 2 + 1
    const columns: Float64Array[] = Array.from(
      { length: bins },
      () => new Float64Array(Math.ceil(starts.length / step)),
    )
    let frameCount = 0
    let meanPower = 0
    const frame = new Float64Array(bins)
    for (let i = 0; i < starts.length; i += step) {
      powerSpectrum(samples, starts[i]!, FRAME, 'hann', frame)
      for (let k = 0; k < bins; k++) {
        columns[k]![frameCount] = frame[k]!
        meanPower += frame[k]!
      }
      frameCount++
    }
    meanPower /= Math.max(1, frameCount)
    // p-th percentile of an exponential (one Gaussian-noise bin) is −ln(1 − p) × its mean.
    const bias = -Math.log(1 - params.percentile / 100)
    const floorBins = columns.map((c) => percentile(c.subarray(0, frameCount), params.percentile) / bias)
    // Skip DC and the lowest bins: rumble and offsets are other detectors' business.
    const firstBin = Math.ceil(60 / (sampleRate / FRAME))
    const smoothed = percentileFilter(floorBins.slice(firstBin), Math.round(bins / 48), 10)
    let noisePower = 0
    for (const p of smoothed) noisePower += p
    const snrDb = db(meanPower) - db(noisePower)
    const detected = meanPower > 1e-10 && snrDb < NOISE_SNR_THRESHOLD_DB
    return {
      output: input,
      evidence: [
        anomalyEvidence(
          ctx,
          'noise-floor',
          'broadband_noise',
          detected,
          (NOISE_SNR_THRESHOLD_DB + 12 - snrDb) / 24,
          { snrDb: r3(snrDb), noiseFloorDbfs: r3(db(noisePower)), signalDbfs: r3(db(meanPower)) },
          frameCount >= 20 ? 0.85 : 0.5,
        ),
      ],
    }
  },
})
