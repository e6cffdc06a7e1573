import { z } from 'zod'
import { frameRms, percentile, rms } from './dsp/stats.ts'
import { anomalyEvidence, audioOf, defineModule, r3 } from './module-types.ts'

/** Samples below this magnitude count as silent (≈ −74 dBFS, a few 16-bit LSBs). */
const SILENT = 2e-4
/** The 3 ms either side of a gap must be at least this fraction of the active level for it to be abrupt. */
const ABRUPT_RATIO = 0.3

/**
 * Dropouts: runs of (near-)zero samples at least minGapMs long, strictly inside the signal, whose edges
 * are abrupt — the 3 ms before and after still carry sound near the active level. A natural pause fades
 * out first, so only cuts are flagged.
 */
export const dropoutDetectorModule = defineModule({
  summary: {
    id: 'dropout-detector',
    stage: 'detector',
    signalProfiles: ['speech', 'music', 'any'],
    goals: ['dropout'],
    inputFormat: 'audio',
    outputFormat: 'audio',
    tunableParams: ['minGapMs (5–2000, default 30)'],
  },
  accepts: ['audio'],
  params: z.object({ minGapMs: z.number().min(5).max(2000).default(30) }).strict(),
  run(input, params, ctx) {
    const { samples, sampleRate } = audioOf(input)
    const edge = Math.round(sampleRate * 0.003)
    const frames = frameRms(samples, Math.round(sampleRate * 0.01))
    const active = percentile(
      frames.filter((x) => x > SILENT),
      75,
    )
    const minGap = (params.minGapMs / 1000) * sampleRate
    const gaps: { startMs: number; endMs: number }[] = []
    let runStart = -1
    for (let i = 0; i <= samples.length; i++) {
      const silent = i < samples.length && Math.abs(samples[i]!) <= SILENT
      if (silent && runStart < 0) runStart = i
      if (!silent && runStart >= 0) {
        const length = i - runStart
        const inside = runStart > edge && i < samples.length - edge
        if (length >= minGap && inside) {
          const before = rms(samples, runStart - edge, runStart)
          const after = rms(samples, i, i + edge)
          if (before >= ABRUPT_RATIO * active && after >= ABRUPT_RATIO * active) {
            gaps.push({ startMs: (runStart / sampleRate) * 1000, endMs: (i / sampleRate) * 1000 })
          }
        }
        runStart = -1
      }
    }
    const totalMs = gaps.reduce((s, g) => s + g.endMs - g.startMs, 0)
    return {
      output: input,
      evidence: [
        anomalyEvidence(
          ctx,
          'dropout-detector',
          'dropout',
          gaps.length > 0,
          totalMs / 200,
          {
            count: gaps.length,
            totalMs: r3(totalMs),
            startMs: r3(gaps[0]?.startMs ?? 0),
            endMs: r3(gaps[0]?.endMs ?? 0),
          },
          Number.isFinite(active) ? 0.9 : 0.3,
        ),
      ],
    }
  },
})
