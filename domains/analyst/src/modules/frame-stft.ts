import { frameStarts, powerSpectrum } from '@mindwire/dsp'
import { z } from 'zod'
import { type AudioData, defineModule, featureEvidence } from './module-types.ts'

const pow2 = z.union(
  [256, 512, 1024, 2048, 4096, 8192, 16384].map((n) => z.literal(n)) as [
    z.ZodLiteral<number>,
    z.ZodLiteral<number>,
    ...z.ZodLiteral<number>[],
  ],
)

/** Frames the audio into a magnitude spectrogram the spectral modules can read. */
export const frameStftModule = defineModule({
  summary: {
    id: 'frame-stft',
    stage: 'transform',
    signalProfiles: ['any'],
    goals: ['time-frequency view for spectral modules'],
    inputFormat: 'audio',
    outputFormat: 'spectrogram',
    tunableParams: [
      'frameSize (256–16384, power of two)',
      'hop (64–16384 samples)',
      'window (hann|hamming|blackman|rect)',
    ],
  },
  accepts: ['audio'],
  params: z
    .object({
      frameSize: pow2.default(2048),
      hop: z.number().int().min(64).max(16_384).default(1024),
      window: z.enum(['hann', 'hamming', 'blackman', 'rect']).default('hann'),
    })
    .strict(),
  run(input, params, ctx) {
    const audio = input as AudioData
    const frames = frameStarts(audio.samples.length, params.frameSize, params.hop).map((start) => {
      const power = powerSpectrum(audio.samples, start, params.frameSize, params.window)
      return Float32Array.from(power, Math.sqrt)
    })
    return {
      output: {
        format: 'spectrogram',
        sampleRate: audio.sampleRate,
        frameSize: params.frameSize,
        hop: params.hop,
        frames,
        audio,
      },
      evidence: [
        featureEvidence(ctx, 'frame-stft', {
          frames: frames.length,
          bins: params.frameSize / 2 + 1,
          binHz: audio.sampleRate / params.frameSize,
        }),
      ],
    }
  },
})
