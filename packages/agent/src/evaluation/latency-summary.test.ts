import { describe, expect, it } from 'vitest'
import { summarizeLatency } from './latency-summary.ts'

describe('summarizeLatency', () => {
  it('uses nearest-rank percentiles', () => {
    const samples = Array.from({ length: 100 }, (_, i) => i + 1)
    expect(summarizeLatency(samples)).toEqual({ p50: 50, p95: 95, p99: 99, mean: 50.5, max: 100 })
    expect(summarizeLatency([7])).toMatchObject({ p50: 7, p99: 7 })
  })

  it('is all zeros without samples', () => {
    expect(summarizeLatency([])).toEqual({ p50: 0, p95: 0, p99: 0, mean: 0, max: 0 })
  })
})
