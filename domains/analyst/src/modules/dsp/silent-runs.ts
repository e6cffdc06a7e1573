/** A run of samples [start, end). */
export interface SampleSpan {
  start: number
  end: number
}

/** Runs of at least `minLength` samples whose magnitude stays at or under `zero` (digital silence). */
export function silentRuns(samples: Float32Array, minLength: number, zero: number): SampleSpan[] {
  const runs: SampleSpan[] = []
  let start = -1
  for (let i = 0; i <= samples.length; i++) {
    const silent = i < samples.length && Math.abs(samples[i]!) <= zero
    if (silent && start < 0) start = i
    if (!silent && start >= 0) {
      if (i - start >= minLength) runs.push({ start, end: i })
      start = -1
    }
  }
  return runs
}
