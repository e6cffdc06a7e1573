import { describe, expect, it } from 'vitest'
import { calibrationError, reliabilityTable } from './reliability.ts'

describe('reliabilityTable', () => {
  it('bins confidences in fifths, keeps readings without one apart and leaves empty bins out', () => {
    const table = reliabilityTable([
      { confidence: 0.95, exact: true },
      { confidence: 1, exact: false },
      { confidence: 0.3, exact: false },
      { exact: true },
    ])
    expect(table).toEqual([
      { range: 'none', count: 1, accuracy: 1 },
      { range: '0.2–0.4', count: 1, accuracy: 0 },
      { range: '0.8–1.0', count: 2, accuracy: 0.5 },
    ])
  })

  it('puts a confidence on a bin edge in the upper bin', () => {
    expect(reliabilityTable([{ confidence: 0.6, exact: true }])[0]!.range).toBe('0.6–0.8')
  })
})

describe('calibrationError', () => {
  it('weighs each fifth’s gap between share exact and mean confidence by its count', () => {
    const error = calibrationError([
      { confidence: 0.9, exact: true },
      { confidence: 0.9, exact: false },
      { confidence: 0.3, exact: false },
      { exact: true },
    ])
    // (2/3)·|0.5 − 0.9| + (1/3)·|0 − 0.3|
    expect(error).toBeCloseTo((2 / 3) * 0.4 + (1 / 3) * 0.3, 9)
  })

  it('is zero on the diagonal and null without confidences', () => {
    expect(calibrationError([{ confidence: 1, exact: true }])).toBe(0)
    expect(calibrationError([{ exact: true }])).toBeNull()
  })
})
