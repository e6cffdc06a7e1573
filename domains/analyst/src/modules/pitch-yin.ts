import { frameStarts } from '@mindwire/dsp'
import Pitchfinder from 'pitchfinder'
import { z } from 'zod'
import { percentile } from './dsp/stats.ts'
import { audioOf, defineModule, featureEvidence, r3 } from './module-types.ts'

/** Fundamental frequency by YIN (pitchfinder) on 2048-sample frames: median, range and voiced share. */
export const pitchYinModule = defineModule({
  summary: {
    id: 'pitch-yin',
    stage: 'analysis',
    signalProfiles: ['speech', 'music', 'tone'],
    goals: ['pitch', 'tone frequency'],
    inputFormat: 'audio',
    outputFormat: 'audio',
    tunableParams: ['threshold (0.05–0.5, default 0.1)'],
  },
  accepts: ['audio'],
  params: z.object({ threshold: z.number().min(0.05).max(0.5).default(0.1) }).strict(),
  run(input, params, ctx) {
    const { samples, sampleRate } = audioOf(input)
    const detect = Pitchfinder.YIN({ sampleRate, threshold: params.threshold })
    const starts = frameStarts(samples.length, 2048, 2048)
    const step = Math.max(1, Math.ceil(starts.length / 200))
    const pitches: number[] = []
    let frames = 0
    for (let i = 0; i < starts.length; i += step) {
      frames++
      const f0 = detect(samples.subarray(starts[i]!, starts[i]! + 2048))
      if (f0 !== null && f0 > 30 && f0 < sampleRate / 4) pitches.push(f0)
    }
    return {
      output: input,
      evidence: [
        featureEvidence(ctx, 'pitch-yin', {
          medianHz: r3(percentile(pitches, 50) || 0),
          minHz: r3(percentile(pitches, 5) || 0),
          maxHz: r3(percentile(pitches, 95) || 0),
          voicedShare: r3(frames ? pitches.length / frames : 0),
        }),
      ],
    }
  },
})
