/** Level and gain helpers shared by synthesis, injection and their tests. */

export const dbToGain = (db: number) => 10 ** (db / 20)
export const gainToDb = (gain: number) => 20 * Math.log10(gain)

/** Root mean square of a range of samples (the whole array by default). */
export function rms(samples: Float32Array, start = 0, end = samples.length): number {
  let sum = 0
  for (let i = start; i < end; i++) sum += samples[i]! * samples[i]!
  return Math.sqrt(sum / Math.max(1, end - start))
}

/** Largest absolute sample. */
export function peak(samples: Float32Array): number {
  let max = 0
  for (const s of samples) max = Math.max(max, Math.abs(s))
  return max
}

/** Scales in place so the peak sits at `peakDb` dBFS (silence stays silence). */
export function normalizePeak(samples: Float32Array, peakDb: number): Float32Array {
  const current = peak(samples)
  if (current === 0) return samples
  const gain = dbToGain(peakDb) / current
  for (let i = 0; i < samples.length; i++) samples[i]! *= gain
  return samples
}

/** Energy of one frequency over a range by correlation with a sine and cosine (a one-bin DFT). */
export function toneAmplitude(
  samples: Float32Array,
  sampleRate: number,
  frequency: number,
  start = 0,
  end = samples.length,
): number {
  let re = 0
  let im = 0
  const w = (2 * Math.PI * frequency) / sampleRate
  for (let i = start; i < end; i++) {
    re += samples[i]! * Math.cos(w * i)
    im += samples[i]! * Math.sin(w * i)
  }
  return (2 * Math.hypot(re, im)) / Math.max(1, end - start)
}
