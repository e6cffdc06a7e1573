/**
 * Frequencies spaced evenly in log frequency from `minHz` to `maxHz`, both included, at the whole number of
 * steps nearest to `pointsPerOctave` per octave (20 Hz – 20 kHz at 1/24 octave: 240 points).
 */
export function logFrequencyGrid(minHz = 20, maxHz = 20_000, pointsPerOctave = 24): Float64Array {
  if (!(minHz > 0) || !(maxHz > minHz) || !(pointsPerOctave > 0)) {
    throw new RangeError(`bad frequency grid: ${minHz}–${maxHz} Hz at 1/${pointsPerOctave} octave`)
  }
  const octaves = Math.log2(maxHz / minHz)
  const steps = Math.max(1, Math.round(octaves * pointsPerOctave))
  const grid = new Float64Array(steps + 1)
  for (let i = 0; i <= steps; i++) grid[i] = minHz * 2 ** ((i / steps) * octaves)
  grid[steps] = maxHz
  return grid
}

/** The default analysis grid: 1/24 octave, 20 Hz – 20 kHz (240 points). */
export const DEFAULT_GRID: Readonly<Float64Array> = logFrequencyGrid()

/** Indices of the grid points inside [lowHz, highHz]. */
export function bandIndices(frequencies: ArrayLike<number>, lowHz: number, highHz: number): number[] {
  const indices: number[] = []
  for (let i = 0; i < frequencies.length; i++) {
    const f = frequencies[i]!
    if (f >= lowHz * (1 - 1e-9) && f <= highHz * (1 + 1e-9)) indices.push(i)
  }
  return indices
}
