/** Runs `iteration` until both `minRuns` and `minMs` are reached; returns the mean time per run in ms. */
export async function meanRunMs(
  iteration: () => Promise<unknown>,
  options: { warmup: number; minRuns: number; minMs: number; onRun?: () => void },
): Promise<number> {
  for (let i = 0; i < options.warmup; i++) await iteration()
  collectGarbage()
  let runs = 0
  const started = performance.now()
  while (runs < options.minRuns || performance.now() - started < options.minMs) {
    await iteration()
    runs++
    options.onRun?.()
  }
  return (performance.now() - started) / runs
}

/** The p-th percentile (0–100) of unsorted samples, nearest rank. */
export function percentile(samples: readonly number[], p: number): number {
  if (samples.length === 0) return Number.NaN
  const sorted = [...samples].sort((a, b) => a - b)
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))
  return sorted[rank]!
}

/** Forces a full GC when the process runs with --expose-gc (npm run bench does). */
export function collectGarbage(): void {
  const gc = (globalThis as { gc?: () => void }).gc
  if (gc) {
    gc()
    gc()
  }
}

export function round(value: number, digits = 2): number {
  const factor = 10 ** digits
  return Math.round(value * factor) / factor
}

/** The middle value (the mean of the two middle ones for an even count). */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = sorted.length >> 1
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}
