import { z } from 'zod'
import { db, floorPow2, welchSpectrum } from './dsp/spectrum.ts'
import { percentile } from './dsp/stats.ts'
import { anomalyEvidence, audioOf, defineModule, r3 } from './module-types.ts'

/** A mains line must stand this far (dB) above its neighbourhood's median to count. */
export const HUM_PROMINENCE_DB = 10
const HARMONICS = 5
/** A hum line further than this (dB) below the signal's total power is not reported. */
const HUM_MAX_BELOW_SIGNAL_DB = 65

/**
 * Hum: a fine long-term spectrum (≤ ~1.5 Hz bins); each mains harmonic's peak (±1.5 Hz) against the
 * median of the bins 4–20 Hz away. The fundamental must stand out: a music note or a test tone at 100 or
 * 120 Hz is a lone "harmonic" without one, and is not hum.
 */
export const humDetectorModule = defineModule({
  summary: {
    id: 'hum-detector',
    stage: 'detector',
    signalProfiles: ['speech', 'music', 'any'],
    goals: ['hum'],
    inputFormat: 'audio',
    outputFormat: 'audio',
    tunableParams: ['mainsHz (auto|50|60)'],
  },
  accepts: ['audio'],
  params: z.object({ mainsHz: z.enum(['auto', '50', '60']).default('auto') }).strict(),
  run(input, params, ctx) {
    const { samples, sampleRate } = audioOf(input)
    const size = Math.min(floorPow2(sampleRate / 0.75), floorPow2(samples.length))
    const spectrum = welchSpectrum(samples, size, 200)
    const binHz = sampleRate / size
    const candidates = params.mainsHz === 'auto' ? [50, 60] : [Number(params.mainsHz)]
    const results = candidates.map((mains) => measureMains(spectrum, binHz, mains))
    const best = results.reduce((a, b) => (b.fundamentalDb > a.fundamentalDb ? b : a))
    let total = 0
    for (let k = 1; k < spectrum.length; k++) total += spectrum[k]!
    // The line must also matter against the signal: a clean tone's 16-bit quantisation error repeats at
    // a sub-multiple of the rate (1 kHz at 22.05 kHz every 20 ms: 50 Hz lines ~100 dB down), prominent
    // over an even emptier floor but inaudible. Injected hum sits 30 dB down, audible hum within ~60.
    const audible = best.levelDb >= db(total) - HUM_MAX_BELOW_SIGNAL_DB
    const detected = audible && best.fundamentalDb >= HUM_PROMINENCE_DB
    // Coarse bins (short clips) blur a line into its neighbours; say so through the confidence.
    const confidence = binHz <= 1.5 ? 0.9 : 0.6
    return {
      output: input,
      evidence: [
        anomalyEvidence(
          ctx,
          'hum-detector',
          'hum',
          detected,
          (best.fundamentalDb - 4) / 20,
          {
            frequencyHz: best.mains,
            prominenceDb: r3(best.fundamentalDb),
            harmonicsDetected: best.harmonics,
            levelDbfs: r3(best.levelDb),
          },
          confidence,
        ),
      ],
    }
  },
})

function measureMains(spectrum: Float64Array, binHz: number, mains: number) {
  let fundamentalDb = 0
  let levelDb = -200
  let harmonics = 0
  for (let h = 1; h <= HARMONICS; h++) {
    const f = mains * h
    const peakLo = Math.floor((f - 1.5) / binHz)
    const peakHi = Math.ceil((f + 1.5) / binHz)
    let peak = 0
    for (let k = Math.max(0, peakLo); k <= Math.min(spectrum.length - 1, peakHi); k++)
      peak = Math.max(peak, spectrum[k]!)
    const neighbours: number[] = []
    for (let k = Math.floor((f - 20) / binHz); k <= Math.ceil((f + 20) / binHz); k++) {
      const distance = Math.abs(k * binHz - f)
      if (k >= 0 && k < spectrum.length && distance >= Math.max(4, 2.5 * binHz)) neighbours.push(spectrum[k]!)
    }
    const prominence = db(peak) - db(percentile(neighbours, 50))
    if (h === 1) {
      fundamentalDb = prominence
      levelDb = db(peak)
    }
    if (prominence >= HUM_PROMINENCE_DB) harmonics++
  }
  return { mains, fundamentalDb, levelDb, harmonics }
}
