import { z } from 'zod'
import { dbfs, rms } from './dsp/stats.ts'
import { audioOf, defineModule, featureEvidence, r3 } from './module-types.ts'

/** Overall level: RMS, peak, crest factor, in linear and dBFS. */
export const levelStatsModule = defineModule({
  summary: {
    id: 'level-stats',
    stage: 'analysis',
    signalProfiles: ['any'],
    goals: ['overall level', 'headroom', 'crest factor'],
    inputFormat: 'audio',
    outputFormat: 'audio',
    tunableParams: [],
  },
  accepts: ['audio'],
  params: z.object({}).strict(),
  run(input, _params, ctx) {
    const { samples } = audioOf(input)
    let peak = 0
    for (const x of samples) peak = Math.max(peak, Math.abs(x))
    const level = rms(samples)
    return {
      output: input,
      evidence: [
        featureEvidence(ctx, 'level-stats', {
          rms: r3(level),
          peak: r3(peak),
          rmsDbfs: r3(dbfs(level)),
          peakDbfs: r3(dbfs(peak)),
          crestFactorDb: r3(dbfs(peak) - dbfs(level)),
        }),
      ],
    }
  },
})
