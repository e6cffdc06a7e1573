import type { SpectrumPart } from './content-part.ts'

const OCTAVE_CENTRES_HZ = [31.5, 63, 125, 250, 500, 1000, 2000, 4000, 8000, 16000]

/**
 * Renders a spectrum as compact text a language model reads well: the mean level per octave band and
 * the strongest peaks. Raw bin arrays are thousands of numbers; this is a few hundred characters.
 */
export function describeSpectrum(part: SpectrumPart, peakCount = 5): string {
  const { magnitudesDb, sampleRate } = part
  const binHz = sampleRate / 2 / (magnitudesDb.length - 1)
  const bands: string[] = []
  for (const centre of OCTAVE_CENTRES_HZ) {
    const lo = Math.ceil(centre / Math.SQRT2 / binHz)
    const hi = Math.min(magnitudesDb.length - 1, Math.floor((centre * Math.SQRT2) / binHz))
    if (lo > hi || centre * Math.SQRT2 > sampleRate / 2) continue
    let sum = 0
    for (let bin = lo; bin <= hi; bin++) sum += magnitudesDb[bin]!
    bands.push(`${formatHz(centre)} ${(sum / (hi - lo + 1)).toFixed(1)} dB`)
  }
  const peaks = localPeaks(magnitudesDb)
    .sort((a, b) => magnitudesDb[b]! - magnitudesDb[a]!)
    .slice(0, peakCount)
    .map((bin) => `${formatHz(bin * binHz)} ${magnitudesDb[bin]!.toFixed(1)} dB`)
  const title = part.label ? `Spectrum "${part.label}"` : 'Spectrum'
  return `${title} (${sampleRate} Hz sample rate, ${magnitudesDb.length} bins, ${binHz.toFixed(1)} Hz per bin). Octave bands: ${bands.join(', ')}. Peaks: ${peaks.join(', ') || 'none'}.`
}

function localPeaks(values: number[]): number[] {
  const peaks: number[] = []
  for (let i = 1; i < values.length - 1; i++) {
    if (values[i]! > values[i - 1]! && values[i]! >= values[i + 1]!) peaks.push(i)
  }
  return peaks
}

function formatHz(hz: number): string {
  return hz >= 1000 ? `${+(hz / 1000).toFixed(2)} kHz` : `${+hz.toFixed(1)} Hz`
}
