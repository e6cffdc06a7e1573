import { z } from 'zod'
import { meanOf, meydaFrames } from './dsp/meyda-frames.ts'
import { audioOf, defineModule, featureEvidence, r3 } from './module-types.ts'

/** Spectral centroid, rolloff, flatness and bandwidth (spread), averaged over non-silent frames (Meyda). */
export const spectralShapeModule = defineModule({
  summary: {
    id: 'spectral-shape',
    stage: 'analysis',
    signalProfiles: ['speech', 'music', 'any'],
    goals: ['brightness', 'muffled', 'noisiness'],
    inputFormat: 'audio',
    outputFormat: 'audio',
    tunableParams: ['frameSize (512|1024|2048|4096, default 2048)'],
  },
  accepts: ['audio', 'spectrogram'],
  params: z
    .object({
      frameSize: z.union([z.literal(512), z.literal(1024), z.literal(2048), z.literal(4096)]).default(2048),
    })
    .strict(),
  run(input, params, ctx) {
    const { samples, sampleRate } = audioOf(input)
    const frames = meydaFrames(
      samples,
      sampleRate,
      ['spectralCentroid', 'spectralRolloff', 'spectralFlatness', 'spectralSpread'],
      {
        frameSize: params.frameSize,
      },
    )
    // Meyda reports centroid and spread in bins; rolloff already in Hz.
    const binHz = sampleRate / params.frameSize
    return {
      output: input,
      evidence: [
        featureEvidence(
          ctx,
          'spectral-shape',
          {
            centroidHz: r3(meanOf(frames, (f) => f.spectralCentroid) * binHz),
            rolloffHz: r3(meanOf(frames, (f) => f.spectralRolloff)),
            flatness: r3(meanOf(frames, (f) => f.spectralFlatness)),
            bandwidthHz: r3(meanOf(frames, (f) => f.spectralSpread) * binHz),
            frames: frames.length,
          },
          frames.length >= 5 ? 0.9 : 0.4,
        ),
      ],
    }
  },
})
