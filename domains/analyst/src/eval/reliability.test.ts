import { describe, expect, it } from 'vitest'
import { reliabilityOf } from './reliability.ts'

describe('reliability of stated confidences', () => {
  it('bins findings in fifths of confidence with the share right and the calibration error', () => {
    const r = reliabilityOf([
      { truth: ['hum'], findings: [{ label: 'hum', confidence: 0.9 }] },
      { truth: [], findings: [{ label: 'hum', confidence: 0.92 }] },
      { truth: ['clipping'], findings: [{ label: 'clipping', confidence: 0.55 }] },
    ])
    expect(r.bins).toEqual([
      { range: '0.4–0.6', count: 1, accuracy: 1 },
      { range: '0.8–1.0', count: 2, accuracy: 0.5 },
    ])
    // (2/3)·|0.5 − 0.91| + (1/3)·|1 − 0.55|
    expect(r.calibrationError).toBeCloseTo((2 / 3) * 0.41 + (1 / 3) * 0.45, 5)
  })

  it('bins the mapped confidences when a calibration map is given', () => {
    const r = reliabilityOf([{ truth: [], findings: [{ label: 'hum', confidence: 0.9 }] }], () => 0.1)
    expect(r.bins).toEqual([{ range: '0.0–0.2', count: 1, accuracy: 0 }])
    expect(r.calibrationError).toBeCloseTo(0.1, 9)
  })

  it('has no calibration error to state without findings', () => {
    expect(reliabilityOf([{ truth: ['hum'], findings: [] }]).calibrationError).toBeNull()
  })
})
