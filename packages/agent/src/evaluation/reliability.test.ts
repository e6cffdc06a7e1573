import { describe, expect, it } from 'vitest'
import { reliabilityTable } from './reliability.ts'

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
