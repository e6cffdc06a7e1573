import type { SpectrumPart } from '@mindwire/agent'
import { logFrequencyGrid } from '@mindwire/dsp'
import { type Curve, curveAt, meanLevelDb, smoothFractionalOctave } from './curve.ts'
import { type Finding, type FindingOptions, findDeviations } from './findings.ts'

/**
 * Resamples a linear-bin spectrum (bin k at k·(fs/2)/(n−1), as the agent's spectrum part holds it) onto a
 * 1/24-octave grid: the power mean of the bins inside each grid band, or interpolation where bins are sparser.
 */
export function spectrumToCurve(magnitudesDb: readonly number[], sampleRate: number): Curve {
  const n = magnitudesDb.length
  const binHz = sampleRate / 2 / (n - 1)
  const frequencies = logFrequencyGrid(20, Math.min(20_000, sampleRate / 2))
  const magnitudeDb = frequencies.map((f) => {
    const first = Math.ceil((f * 2 ** (-1 / 48)) / binHz)
    const last = Math.floor((f * 2 ** (1 / 48)) / binHz)
    if (last >= first) {
      let power = 0
      for (let k = first; k <= Math.min(last, n - 1); k++) power += 10 ** (magnitudesDb[k]! / 10)
      return 10 * Math.log10(power / (Math.min(last, n - 1) - first + 1))
    }
    const position = Math.min(f / binHz, n - 1)
    const k = Math.min(Math.floor(position), n - 2)
    return magnitudesDb[k]! + (position - k) * (magnitudesDb[k + 1]! - magnitudesDb[k]!)
  })
  return { frequencies, magnitudeDb }
}

/** Peaks and dips of a linear-bin spectrum against a flat target at its own 200 Hz – 2 kHz level. */
export function spectrumFindings(
  magnitudesDb: readonly number[],
  sampleRate: number,
  options: FindingOptions = {},
): Finding[] {
  const curve = smoothFractionalOctave(spectrumToCurve(magnitudesDb, sampleRate), 6)
  const level = meanLevelDb(curve)
  return findDeviations(
    curve.frequencies,
    curve.magnitudeDb.map((db) => db - level),
    options,
  )
}

/** A measured curve as the agent's spectrum part: `bins` linear bins from 0 Hz to Nyquist. */
export function toSpectrumPart(
  curve: Curve,
  options: { bins?: number; sampleRate?: number; label?: string } = {},
): SpectrumPart {
  const bins = options.bins ?? 512
  const sampleRate = options.sampleRate ?? 48_000
  const binHz = sampleRate / 2 / (bins - 1)
  const magnitudesDb = Array.from({ length: bins }, (_, k) => curveAt(curve, Math.max(k * binHz, 1e-9)))
  return { type: 'spectrum', magnitudesDb, sampleRate, label: options.label }
}
