import { describe, expect, it } from 'vitest'
import { createAnalyze } from './analyze-default.ts'
import { generateDevCases } from './cases/dev-set.ts'
import { runAnalystEval } from './run-eval.ts'
import { TARGETS } from './score.ts'

// The real analyst (offline planner, default budget) on the whole dev set, against floors at what it
// measures today (precision 100 %, recall 93.5 % = 58 of 62, every clean control clean, 4 experiments),
// so a change that makes it worse fails here. Issue 16's third round read three resonances from the floor
// of speech and a low-pass between the clipped peaks of strings (54 → 58 of 62); four of its nine
// resonances are still missed, and one more miss falls under the recall floor. The targets (TARGETS) stay the goal; the held-out sets are for measurement
// only and have no floors.
const FLOORS = { precision: 0.97, recall: 0.93, cleanControls: 0.94 }

describe('the analyst on the dev set', () => {
  it('keeps its measured precision, recall and clean controls, within the experiment budget target', async () => {
    const { score } = await runAnalystEval(generateDevCases(), createAnalyze({ planner: 'offline' }))
    expect(score.errors).toBe(0)
    expect(score.precision).toBeGreaterThanOrEqual(FLOORS.precision)
    expect(score.recall).toBeGreaterThanOrEqual(FLOORS.recall)
    expect(score.controls.cleanRate).toBeGreaterThanOrEqual(FLOORS.cleanControls)
    expect(score.experiments.median).toBeLessThanOrEqual(TARGETS.medianExperiments)
  }, 120_000)
})
