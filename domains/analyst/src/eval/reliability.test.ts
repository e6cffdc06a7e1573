import { describe, expect, it } from 'vitest'
import { reliabilityOf } from './reliability.ts'

describe('reliability of stated confidences', () => {
  it('bins findings by confidence and measures how often each band was right', () => {
    const r = reliabilityOf([
      { truth: ['hum'], findings: [{ label: 'hum', confidence: 0.9 }] },
      { truth: [], findings: [{ label: 'hum', confidence: 0.92 }] },
      {
        truth: ['clipping'],
        findings: [
          { label: 'clipping', confidence: 0.55 },
          { label: 'noise', confidence: 0.3 },
        ],
      },
    ])
    const top = r.bins.at(-1)!
    expect(top).toMatchObject({ findings: 2, right: 1, accuracy: 0.5 })
    expect(top.meanConfidence).toBeCloseTo(0.91, 5)
    expect(r.bins[0]).toMatchObject({ findings: 1, right: 1, accuracy: 1 })
    // (2/3)·|0.5 − 0.91| + (1/3)·|1 − 0.55|
    expect(r.calibrationError).toBeCloseTo((2 / 3) * 0.41 + (1 / 3) * 0.45, 5)
  })

  it('has no calibration error to state without findings', () => {
    expect(reliabilityOf([{ truth: ['hum'], findings: [] }]).calibrationError).toBeNull()
  })
})
