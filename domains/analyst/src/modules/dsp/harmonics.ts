import { floorPow2, welchSpectrum } from '@mindwire/dsp'

export interface HarmonicAnalysis {
  fundamentalHz: number
  /** Power of the fundamental's main lobe. */
  fundamental: number
  /** Power of harmonics 2…N (each its lobe, found near h × f0). */
  harmonics: number
  /** Power of the whole spectrum (DC excluded). */
  total: number
}

/**
 * The strongest line (or the given fundamental) and its harmonics in a long-term Hann spectrum. Each
 * harmonic is searched around h × f0, since a fundamental between bins drifts h half-bins by the h-th.
 */
export function analyseHarmonics(
  samples: Float32Array,
  sampleRate: number,
  fundamentalHz = 0,
  count = 10,
): HarmonicAnalysis {
  const size = Math.min(16_384, floorPow2(samples.length))
  const spectrum = welchSpectrum(samples, size, 100)
  const binHz = sampleRate / size
  let f0Bin = Math.round(fundamentalHz / binHz)
  if (f0Bin <= 0) {
    for (let k = 2; k < spectrum.length; k++) if (spectrum[k]! > (spectrum[f0Bin] ?? 0)) f0Bin = k
  }
  const lobe = (centre: number) => {
    let p = 0
    for (let k = Math.max(1, centre - 3); k <= Math.min(spectrum.length - 1, centre + 3); k++)
      p += spectrum[k]!
    return p
  }
  const peakNear = (centre: number, reach: number) => {
    let best = centre
    for (let k = Math.max(1, centre - reach); k <= Math.min(spectrum.length - 1, centre + reach); k++)
      if (spectrum[k]! > spectrum[best]!) best = k
    return best
  }
  let harmonics = 0
  for (let h = 2; h <= count; h++) {
    const centre = f0Bin * h
    if (centre >= spectrum.length - 4) break
    harmonics += lobe(peakNear(centre, Math.ceil(h / 2) + 1))
  }
  let total = 0
  for (let k = 1; k < spectrum.length; k++) total += spectrum[k]!
  return { fundamentalHz: f0Bin * binHz, fundamental: lobe(f0Bin), harmonics, total }
}
