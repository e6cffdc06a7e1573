import { z } from 'zod'
import { db, floorPow2, welchSpectrum } from './dsp/spectrum.ts'
import { medianFilter } from './dsp/stats.ts'
import { anomalyEvidence, audioOf, defineModule, r3 } from './module-types.ts'

const CELLS_PER_OCTAVE = 48

/**
 * Resonances: the long-term spectrum on a 1/48-octave grid, lightly smoothed, against its running
 * median over ±2/3 octave. A peak counts when it stands ≥ prominenceDb above that envelope AND is
 * wide (−3 dB width ≥ minWidthOct): a resonance colours a band (Q ≈ 10 is ~0.14 octave wide), a tone or
 * a sustained note is a line only a window's main lobe wide.
 */
export const resonancePeaksModule = defineModule({
  summary: {
    id: 'resonance-peaks',
    stage: 'detector',
    signalProfiles: ['speech', 'music', 'any'],
    goals: ['resonance'],
    inputFormat: 'audio',
    outputFormat: 'audio',
    tunableParams: ['prominenceDb (3–30, default 12)', 'minWidthOct (0.02–1, default 0.07)'],
  },
  accepts: ['audio', 'spectrogram'],
  params: z
    .object({
      prominenceDb: z.number().min(3).max(30).default(12),
      minWidthOct: z.number().min(0.02).max(1).default(0.07),
    })
    .strict(),
  run(input, params, ctx) {
    const { samples, sampleRate } = audioOf(input)
    const size = Math.min(16_384, floorPow2(samples.length))
    const spectrum = welchSpectrum(samples, size, 150)
    const binHz = sampleRate / size
    const low = 400
    const high = Math.min(12_000, sampleRate * 0.45)
    const cells = Math.floor(Math.log2(high / low) * CELLS_PER_OCTAVE)
    const grid = new Float64Array(cells)
    for (let c = 0; c < cells; c++) {
      const f0 = low * 2 ** (c / CELLS_PER_OCTAVE)
      const f1 = low * 2 ** ((c + 1) / CELLS_PER_OCTAVE)
      // Mean power of the bins in the cell; a cell narrower than a bin takes its nearest bin.
      let sum = 0
      let n = 0
      for (let k = Math.ceil(f0 / binHz); k < f1 / binHz; k++) {
        sum += spectrum[k] ?? 0
        n++
      }
      grid[c] = db(n ? sum / n : (spectrum[Math.round(f0 / binHz)] ?? 0))
    }
    const smooth = grid.map((_, c) => {
      let s = 0
      let n = 0
      for (let j = Math.max(0, c - 1); j <= Math.min(cells - 1, c + 1); j++) {
        s += grid[j]!
        n++
      }
      return s / n
    })
    const envelope = medianFilter(smooth, Math.round((CELLS_PER_OCTAVE * 2) / 3))
    const loudest = Math.max(...smooth)
    const residual = smooth.map((s, c) => s - envelope[c]!)
    const peaks: { frequencyHz: number; prominenceDb: number; widthOct: number }[] = []
    // From 1/3 octave above the grid's start, so the lower flank has cells to judge against.
    for (let c = 16; c < cells - 1; c++) {
      if (residual[c]! < residual[c - 1]! || residual[c]! < residual[c + 1]!) continue
      // Both flanks must lie below the peak: the knee of a low-pass (flat, then falling) stands above
      // a centred median too, but not above its own flat side.
      const r = Math.min(
        residual[c]!,
        smooth[c]! - Math.max(flank(smooth, c - 32, c - 6), flank(smooth, c + 6, c + 32)),
      )
      if (r < params.prominenceDb) continue
      let lo = c
      let hi = c
      while (lo > 0 && residual[lo - 1]! >= residual[c]! - 3) lo--
      while (hi < cells - 1 && residual[hi + 1]! >= residual[c]! - 3) hi++
      const widthOct = (hi - lo + 1) / CELLS_PER_OCTAVE
      // Where bins are coarser than cells a line spreads over cells; demand more than two bins of width.
      const frequencyHz = low * 2 ** (c / CELLS_PER_OCTAVE)
      const lineOct = Math.log2(1 + (4 * binHz) / frequencyHz)
      // A bump 40 dB under the loudest part is the floor's texture, not a colouring of the content; wider
      // than ~0.35 octave (Q < 4) is the content's own spectral tilt (a formant region), not a resonance.
      const audible = smooth[c]! > loudest - 40
      if (audible && widthOct <= 0.35 && widthOct >= Math.max(params.minWidthOct, lineOct))
        peaks.push({ frequencyHz, prominenceDb: r, widthOct })
    }
    const best = peaks.reduce<(typeof peaks)[number] | undefined>(
      (a, p) => (!a || p.prominenceDb > a.prominenceDb ? p : a),
      undefined,
    )
    return {
      output: input,
      evidence: [
        anomalyEvidence(
          ctx,
          'resonance-peaks',
          'resonance',
          best !== undefined,
          best ? (best.prominenceDb - 3) / 10 : 0,
          {
            frequencyHz: r3(best?.frequencyHz ?? 0),
            prominenceDb: r3(best?.prominenceDb ?? 0),
            q: r3(best ? 1 / (2 ** (best.widthOct / 2) - 2 ** (-best.widthOct / 2)) : 0),
            count: peaks.length,
          },
          0.75,
        ),
      ],
    }
  },
})

/** Median of the smoothed grid over cells [from, to] clipped to the grid (−Infinity when empty). */
function flank(grid: Float64Array, from: number, to: number): number {
  const part = Array.from(grid.subarray(Math.max(0, from), Math.max(0, Math.min(grid.length, to + 1))))
  if (part.length === 0) return Number.NEGATIVE_INFINITY
  part.sort((a, b) => a - b)
  return part[part.length >> 1]!
}
