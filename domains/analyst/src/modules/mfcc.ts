import { z } from 'zod'
import { meydaFrames } from './dsp/meyda-frames.ts'
import { audioOf, defineModule, featureEvidence, r3 } from './module-types.ts'

/** Mean MFCCs over non-silent frames (Meyda): a timbre fingerprint for classification. */
export const mfccModule = defineModule({
  summary: {
    id: 'mfcc',
    stage: 'analysis',
    signalProfiles: ['speech', 'music'],
    goals: ['timbre', 'classification'],
    inputFormat: 'audio',
    outputFormat: 'audio',
    tunableParams: ['coefficients (5–40, default 13)'],
  },
  accepts: ['audio', 'spectrogram'],
  params: z.object({ coefficients: z.number().int().min(5).max(40).default(13) }).strict(),
  run(input, params, ctx) {
    const { samples, sampleRate } = audioOf(input)
    const frames = meydaFrames(samples, sampleRate, ['mfcc'], {
      frameSize: 1024,
      mfccCoefficients: params.coefficients,
    })
    const mean = new Array<number>(params.coefficients).fill(0)
    for (const f of frames) {
      f.mfcc?.forEach((c, i) => {
        mean[i] = (mean[i] ?? 0) + c / frames.length
      })
    }
    return {
      output: input,
      evidence: [
        featureEvidence(
          ctx,
          'mfcc',
          { mfcc: mean.map(r3), frames: frames.length },
          frames.length >= 5 ? 0.8 : 0.3,
        ),
      ],
    }
  },
})
