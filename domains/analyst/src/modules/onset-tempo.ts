import { frameStarts, powerSpectrum, requirePositive } from '@mindwire/dsp'
import { z } from 'zod'
import { percentile } from './dsp/stats.ts'
import { audioOf, defineModule, featureEvidence, r3 } from './module-types.ts'

const FRAME = 1024
const HOP = 512

/**
 * Onsets from half-wave-rectified spectral flux peaks (largest within ±50 ms) above an adaptive
 * (median + k·MAD, at least 10 % of the maximum) threshold;
 * tempo from the autocorrelation of the flux between 60 and 200 BPM.
 */
export const onsetTempoModule = defineModule({
  summary: {
    id: 'onset-tempo',
    stage: 'analysis',
    signalProfiles: ['music', 'speech'],
    goals: ['rhythm', 'tempo', 'onsets'],
    inputFormat: 'audio',
    outputFormat: 'audio',
    tunableParams: ['sensitivity (1–10, default 3)'],
  },
  accepts: ['audio'],
  params: z.object({ sensitivity: z.number().min(1).max(10).default(3) }).strict(),
  run(input, params, ctx) {
    const { samples, sampleRate } = audioOf(input)
    const starts = frameStarts(samples.length, FRAME, HOP)
    const flux = new Float64Array(starts.length)
    let previous = new Float64Array(FRAME / 2 + 1)
    starts.forEach((start, t) => {
      const mag = powerSpectrum(samples, start, FRAME).map(Math.sqrt)
      let sum = 0
      for (let k = 0; k < mag.length; k++) sum += Math.max(0, mag[k]! - previous[k]!)
      flux[t] = sum
      previous = mag
    })
    const median = percentile(flux, 50)
    const mad = percentile(
      flux.map((x) => Math.abs(x - median)),
      50,
    )
    // Sustained notes give a near-zero flux with a tiny MAD; the floor at 10 % of the strongest flux
    // keeps their ripple from counting as onsets.
    const threshold = Math.max(median + params.sensitivity * mad, 0.1 * Math.max(...flux)) + 1e-9
    const onsets: number[] = []
    // A peak must be the largest within ±50 ms: one event, one onset.
    const reach = Math.max(1, Math.round((0.05 * sampleRate) / HOP))
    for (let t = 1; t < flux.length - 1; t++) {
      if (flux[t]! <= threshold) continue
      let isPeak = true
      for (let j = Math.max(0, t - reach); j <= Math.min(flux.length - 1, t + reach) && isPeak; j++) {
        if (flux[j]! > flux[t]! || (flux[j] === flux[t] && j < t)) isPeak = false
      }
      if (isPeak) onsets.push((t * HOP) / sampleRate)
    }
    const frameRate = requirePositive('sampleRate', sampleRate) / HOP
    let bestLag = 0
    let bestCorr = 0
    // No lag beyond the flux's length correlates anything: the bound keeps a huge rate from a long empty loop.
    const maxLag = Math.min(flux.length - 1, Math.round((frameRate * 60) / 60))
    for (let lag = Math.round((frameRate * 60) / 200); lag <= maxLag; lag++) {
      let corr = 0
      for (let t = lag; t < flux.length; t++) corr += (flux[t]! - median) * (flux[t - lag]! - median)
      if (corr > bestCorr) {
        bestCorr = corr
        bestLag = lag
      }
    }
    const seconds = samples.length / sampleRate
    return {
      output: input,
      evidence: [
        featureEvidence(ctx, 'onset-tempo', {
          onsets: onsets.length,
          onsetsPerSecond: r3(seconds ? onsets.length / seconds : 0),
          tempoBpm: r3(bestLag ? (60 * frameRate) / bestLag : 0),
          firstOnsetsS: onsets.slice(0, 8).map(r3),
        }),
      ],
    }
  },
})
