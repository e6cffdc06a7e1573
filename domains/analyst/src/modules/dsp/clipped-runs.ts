/** Clipped samples are equal (hard limits write one value); the tolerance only absorbs float rounding. */
const FLAT_TOLERANCE = 1e-6

/** The clipping detector's default level, −1 dBFS. */
export const HARD_CLIP_LEVEL = 10 ** (-1 / 20)

/** A run of clipped samples, [start, end). */
export interface ClippedRun {
  start: number
  end: number
}

/**
 * Runs of at least `minRun` consecutive samples at or above `level` in magnitude AND flat (equal to float
 * precision): what a hard limit writes. The flatness test keeps a clean full-scale sine's crest, which
 * passes the level test for a few samples, out.
 */
export function clippedRuns(samples: Float32Array, level: number, minRun: number): ClippedRun[] {
  const runs: ClippedRun[] = []
  let length = 0
  const close = (end: number) => {
    if (length >= minRun) runs.push({ start: end - length, end })
    length = 0
  }
  for (let i = 0; i < samples.length; i++) {
    const x = samples[i]!
    const atTop = Math.abs(x) >= level
    const flat = length > 0 && Math.abs(x - samples[i - 1]!) <= FLAT_TOLERANCE
    if (atTop && (length === 0 || flat)) length++
    else {
      close(i)
      if (atTop) length = 1
    }
  }
  close(samples.length)
  return runs
}
