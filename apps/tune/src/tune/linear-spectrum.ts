/**
 * A response measured on a log-frequency grid, resampled to the evenly spaced FFT bins (0 Hz to Nyquist)
 * that spectrumToPart takes: interpolated linearly in log frequency, the ends held below the first and
 * above the last measured frequency.
 */
export function toLinearSpectrum(
  frequencies: readonly number[],
  magnitudeDb: readonly number[],
  sampleRate: number,
  bins = 1024,
): number[] {
  if (frequencies.length === 0 || frequencies.length !== magnitudeDb.length)
    throw new RangeError('a measured response needs as many levels as frequencies, at least one')
  const out = new Array<number>(bins)
  let j = 0
  for (let k = 0; k < bins; k++) {
    const hz = (k * sampleRate) / 2 / (bins - 1)
    if (hz <= frequencies[0]!) out[k] = magnitudeDb[0]!
    else if (hz >= frequencies.at(-1)!) out[k] = magnitudeDb.at(-1)!
    else {
      while (frequencies[j + 1]! < hz) j++
      const [f0, f1] = [frequencies[j]!, frequencies[j + 1]!]
      const t = Math.log(hz / f0) / Math.log(f1 / f0)
      out[k] = magnitudeDb[j]! + t * (magnitudeDb[j + 1]! - magnitudeDb[j]!)
    }
  }
  return out
}
