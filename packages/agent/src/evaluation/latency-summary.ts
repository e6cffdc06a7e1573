/** Latency percentiles in milliseconds (nearest rank). */
export interface LatencySummary {
  p50: number
  p95: number
  p99: number
  mean: number
  max: number
}

/** Nearest-rank percentiles, mean and maximum of `samples` (all zero when there are none). */
export function summarizeLatency(samples: readonly number[]): LatencySummary {
  if (samples.length === 0) return { p50: 0, p95: 0, p99: 0, mean: 0, max: 0 }
  const sorted = [...samples].sort((a, b) => a - b)
  const rank = (p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!
  return {
    p50: rank(50),
    p95: rank(95),
    p99: rank(99),
    mean: sorted.reduce((sum, x) => sum + x, 0) / sorted.length,
    max: sorted[sorted.length - 1]!,
  }
}
