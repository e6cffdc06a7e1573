import { expect } from 'vitest'
import { createAnalyze } from '../analyze-default.ts'
import type { CaseDescription } from '../case-schema.ts'
import { runAnalystEval } from '../run-eval.ts'
import { TARGETS } from '../score.ts'

/** The figures a development set must keep: what it measured, less one miss or one false finding. */
export interface EvalFloors {
  precision: number
  recall: number
  /** Absent for a set that holds no clean controls (dev7: every take has a defect). */
  cleanControls?: number
}

/** Runs the real analyst (offline planner, default budget) on `cases` and expects `floors` and the experiment target. */
export async function expectFloors(cases: CaseDescription[], floors: EvalFloors): Promise<void> {
  const { score } = await runAnalystEval(cases, createAnalyze({ planner: 'offline' }))
  expect(score.errors).toBe(0)
  expect(score.precision).toBeGreaterThanOrEqual(floors.precision)
  expect(score.recall).toBeGreaterThanOrEqual(floors.recall)
  if (floors.cleanControls !== undefined)
    expect(score.controls.cleanRate).toBeGreaterThanOrEqual(floors.cleanControls)
  expect(score.experiments.median).toBeLessThanOrEqual(TARGETS.medianExperiments)
}
