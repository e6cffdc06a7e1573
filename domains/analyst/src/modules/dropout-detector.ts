import { z } from 'zod'
import { powerSpectrum } from './dsp/spectrum.ts'
import { frameRms, percentile, rms } from './dsp/stats.ts'
import { anomalyEvidence, audioOf, defineModule, r3 } from './module-types.ts'

/** Samples below this magnitude count as silent (≈ −74 dBFS, a few 16-bit LSBs). */
const SILENT = 2e-4
/** Edge window: half a period of 100 Hz, so a low tone's phase cannot fake a quiet edge. */
const EDGE_S = 0.005
/** The edges of a cut carry at least this fraction of the active (75th-percentile 10 ms) level. */
const ABRUPT_RATIO = 0.15
/** The sound either side of a cut is the same sound: spectra of the 20 ms around it correlate this much. */
const CONTINUITY = 0.7

/**
 * Dropouts: runs of (near-)zero samples at least minGapMs long, strictly inside the signal, cut through
 * one sound: the 5 ms at each edge carry ≥ 15 % of the active level AND the spectra just before and just
 * after correlate (≥ 0.7). espeak-ng speech is full of exact-zero gaps of 30–60 ms with abrupt edges
 * (stop-consonant closures, word gaps); they separate two different sounds, so the continuity test is
 * what keeps clean synthetic speech from being flagged.
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
    const edge = Math.round(sampleRate * EDGE_S)
    const active = percentile(
      frameRms(samples, Math.round(sampleRate * 0.01)).filter((x) => x > SILENT),
      75,
    )
    const cut = (edgeRms: number) => edgeRms >= ABRUPT_RATIO * active
    const minGap = (params.minGapMs / 1000) * sampleRate
    const gaps: { startMs: number; endMs: number }[] = []
    let runStart = -1
    for (let i = 0; i <= samples.length; i++) {
      const silent = i < samples.length && Math.abs(samples[i]!) <= SILENT
      if (silent && runStart < 0) runStart = i
      if (!silent && runStart >= 0) {
        const inside = runStart > edge && i < samples.length - edge
        if (i - runStart >= minGap && inside) {
          const before = cut(rms(samples, runStart - edge, runStart))
          const after = cut(rms(samples, i, i + edge))
          if (before && after && continuity(samples, runStart, i, sampleRate) >= CONTINUITY)
            gaps.push({ startMs: (runStart / sampleRate) * 1000, endMs: (i / sampleRate) * 1000 })
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

/** Correlation of the log spectra (over bins within 50 dB of the loudest) (512 points, ~20 ms at 22–48 kHz) just before and just after a gap. */
function continuity(samples: Float32Array, gapStart: number, gapEnd: number, sampleRate: number): number {
  const size = sampleRate > 32_000 ? 1024 : 512
  if (gapStart < size || gapEnd + size > samples.length) return 0
  const logOf = (p: Float64Array) => Array.from(p.subarray(1), (v) => Math.log10(v + 1e-12))
  const a = logOf(powerSpectrum(samples, gapStart - size, size))
  const b = logOf(powerSpectrum(samples, gapEnd, size))
  // Only bins with sound on at least one side count: a shared empty band (above a low-pass, say) would
  // otherwise make any two sounds look alike.
  const top = Math.max(...a, ...b)
  const keep = a.map((v, k) => Math.max(v, b[k]!) > top - 5)
  const mean = (x: number[]) =>
    x.reduce((s, v, k) => s + (keep[k] ? v : 0), 0) / Math.max(1, keep.filter(Boolean).length)
  const ma = mean(a)
  const mb = mean(b)
  let num = 0
  let da = 0
  let db = 0
  for (let k = 0; k < a.length; k++) {
    if (!keep[k]) continue
    num += (a[k]! - ma) * (b[k]! - mb)
    da += (a[k]! - ma) ** 2
    db += (b[k]! - mb) ** 2
  }
  return da > 0 && db > 0 ? num / Math.sqrt(da * db) : 0
}
