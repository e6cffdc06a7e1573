import { z } from 'zod'
import { analyseHarmonics } from './dsp/harmonics.ts'
import { audioOf, defineModule, featureEvidence, r3 } from './module-types.ts'

/**
 * THD of a test tone: the strongest line (or the given fundamental) and the power of harmonics 2…N,
 * each summed over its Hann main lobe, as a ratio in % and dB.
 */
export const thdModule = defineModule({
  summary: {
    id: 'thd',
    stage: 'analysis',
    signalProfiles: ['tone'],
    goals: ['distortion', 'clipping'],
    inputFormat: 'audio',
    outputFormat: 'audio',
    tunableParams: ['fundamentalHz (0 = strongest line, 20–20000)', 'harmonics (2–20, default 10)'],
  },
  accepts: ['audio'],
  params: z
    .object({
      fundamentalHz: z.number().min(0).max(20_000).default(0),
      harmonics: z.number().int().min(2).max(20).default(10),
    })
    .strict(),
  run(input, params, ctx) {
    const { samples, sampleRate } = audioOf(input)
    const h = analyseHarmonics(samples, sampleRate, params.fundamentalHz, params.harmonics)
    const ratio = h.fundamental > 0 ? Math.sqrt(h.harmonics / h.fundamental) : 0
    return {
      output: input,
      evidence: [
        featureEvidence(ctx, 'thd', {
          fundamentalHz: r3(h.fundamentalHz),
          thdPercent: r3(ratio * 100),
          thdDb: r3(20 * Math.log10(Math.max(ratio, 1e-10))),
        }),
      ],
    }
  },
})
