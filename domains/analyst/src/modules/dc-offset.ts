import { z } from 'zod'
import { anomalyEvidence, audioOf, defineModule, r3 } from './module-types.ts'

/** Clean material averages to ~0; an offset ≥ this (linear, full scale 1) is a defect. */
export const DC_OFFSET_THRESHOLD = 0.01

/** DC offset: the mean sample value, judged against a fixed threshold. */
export const dcOffsetModule = defineModule({
  summary: {
    id: 'dc-offset',
    stage: 'detector',
    signalProfiles: ['any'],
    goals: ['dc_offset'],
    inputFormat: 'audio',
    outputFormat: 'audio',
    tunableParams: ['threshold (0.001–0.5, default 0.01)'],
  },
  accepts: ['audio'],
  params: z.object({ threshold: z.number().min(0.001).max(0.5).default(DC_OFFSET_THRESHOLD) }).strict(),
  run(input, params, ctx) {
    const { samples } = audioOf(input)
    let sum = 0
    for (const x of samples) sum += x
    const mean = samples.length ? sum / samples.length : 0
    const detected = Math.abs(mean) >= params.threshold
    return {
      output: input,
      evidence: [
        anomalyEvidence(
          ctx,
          'dc-offset',
          'dc_offset',
          detected,
          Math.abs(mean) / (4 * params.threshold),
          { offset: r3(mean * 1000) / 1000 },
          samples.length > 1000 ? 0.95 : 0.5,
        ),
      ],
    }
  },
})
