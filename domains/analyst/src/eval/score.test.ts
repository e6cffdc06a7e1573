import { describe, expect, it } from 'vitest'
import { type CaseOutcome, foundLabels, median, scoreAnalyst } from './score.ts'

const outcome = (
  id: string,
  truth: CaseOutcome['truth'],
  found: string[],
  experimentsUsed = 3,
  ms = 100,
): CaseOutcome => ({
  id,
  truth,
  found,
  experimentsUsed,
  ms,
})

describe('scoreAnalyst', () => {
  // Truth labels: clipping, hum, hum, dropout (4). Found: clipping ✓, hum ✓, muffled ✗, noise? ✗ (unknown), dc ✗ on a control.
  const outcomes = [
    outcome('a', ['clipping', 'hum'], ['clipping', 'muffled'], 2, 50),
    outcome('b', ['hum'], ['hum'], 4, 70),
    outcome('c', ['dropout'], ['noise?'], 6, 90),
    outcome('d', [], ['dc_offset'], 1, 10),
    outcome('e', [], [], 3, 20),
    { ...outcome('f', [], [], 0, 0), error: 'boom' },
  ]
  const score = scoreAnalyst(outcomes)

  it('micro-averages precision and recall over (case, label) pairs', () => {
    // TP 2 (a clipping, b hum); FP 3 (muffled, noise?, dc_offset); FN 2 (a hum, c dropout).
    expect(score.precision).toBeCloseTo(2 / 5)
    expect(score.recall).toBeCloseTo(2 / 4)
  })

  it('gives recall and precision per label, null where there is nothing to divide', () => {
    expect(score.perLabel.hum).toMatchObject({ support: 2, truePositives: 1, recall: 0.5, precision: 1 })
    expect(score.perLabel.clipping).toMatchObject({ support: 1, recall: 1 })
    expect(score.perLabel.dropout).toMatchObject({ support: 1, recall: 0, precision: null })
    expect(score.perLabel.muffled).toMatchObject({
      support: 0,
      falsePositives: 1,
      recall: null,
      precision: 0,
    })
    expect(score.unknownLabels).toBe(1)
  })

  it('counts a control with any finding as a false alarm, and an errored control as not clean', () => {
    expect(score.controls).toEqual({ cases: 3, falseAlarms: 1, falseAlarmRate: 1 / 3, cleanRate: 1 / 3 })
    expect(score.errors).toBe(1)
  })

  it('takes medians of experiments and time over the runs that finished', () => {
    expect(score.experiments).toEqual({ median: 3, max: 6 })
    expect(score.ms).toEqual({ median: 50, max: 90 })
    expect(score.targets.medianExperiments).toEqual({ target: 6, value: 3, met: true })
    expect(score.targets.recall.met).toBe(false)
  })

  it('lists each failure with what was missed and what was extra', () => {
    expect(score.failures.map((f) => f.id)).toEqual(['a', 'c', 'd', 'f'])
    expect(score.failures[0]).toMatchObject({ missed: ['hum'], extra: ['muffled'] })
  })

  it('scores a perfect analyst at 1 and an empty run as null, not as perfect', () => {
    const perfect = scoreAnalyst([outcome('a', ['hum'], ['hum']), outcome('b', [], [])])
    expect([perfect.precision, perfect.recall, perfect.controls.cleanRate]).toEqual([1, 1, 1])
    const empty = scoreAnalyst([])
    expect([empty.precision, empty.recall, empty.experiments.median]).toEqual([null, null, null])
    expect(empty.targets.precision.met).toBe(false)
  })
})

describe('foundLabels and median', () => {
  it('keeps findings at or above 0.5 once each', () => {
    const finding = (label: string, confidence: number) => ({
      label,
      confidence,
      supportingEvidence: [],
      contradictingEvidence: [],
    })
    const final = {
      summary: '',
      findings: [finding('hum', 0.5), finding('hum', 0.8), finding('clipping', 0.49)],
      experimentsRun: [],
      uncertainty: [],
      suggestedNextActions: [],
    }
    expect(foundLabels(final)).toEqual(['hum'])
  })

  it('takes the middle, or the mean of the two middles', () => {
    expect(median([5, 1, 3])).toBe(3)
    expect(median([4, 1, 3, 2])).toBe(2.5)
    expect(median([])).toBeNull()
  })
})
