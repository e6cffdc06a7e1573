import type { ProjectDocument } from '../chain/chain.ts'
import { crossoverPhaseCase } from './crossover-cases.ts'
import { latencyCase, maxGainCase, noClippingCase } from './headroom-cases.ts'
import { targetResponseCase } from './target-cases.ts'
import { result, type TestCase, type TestCaseResult } from './test-case.ts'

/** A named set of assertions XiTest runs over a project's chain. */
export interface TestSuite {
  id: string
  title: string
  titleZh: string
  cases: readonly TestCase[]
}

export const TEST_SUITES: readonly TestSuite[] = [
  {
    id: 'regression',
    title: 'Regression: every assertion',
    titleZh: '回归测试：全部用例',
    cases: [targetResponseCase, maxGainCase, noClippingCase, latencyCase, crossoverPhaseCase],
  },
  { id: 'tuning-target', title: 'Tuning target', titleZh: '调音目标曲线', cases: [targetResponseCase] },
  {
    id: 'headroom',
    title: 'Headroom and clipping',
    titleZh: '余量与削波',
    cases: [maxGainCase, noClippingCase],
  },
  { id: 'latency', title: 'Latency', titleZh: '延迟', cases: [latencyCase] },
  { id: 'crossover', title: 'Crossover phase', titleZh: '分频相位', cases: [crossoverPhaseCase] },
]

/** A suite by id. */
export function testSuite(id: string): TestSuite | undefined {
  return TEST_SUITES.find((suite) => suite.id === id)
}

/** The outcome of a suite run. */
export interface TestRun {
  suiteId: string
  ok: boolean
  passed: number
  failed: number
  ms: number
  cases: TestCaseResult[]
}

/** Runs every case of a suite over the project; a case that throws fails with its message. */
export function runSuite(suite: TestSuite, project: ProjectDocument): TestRun {
  const started = performance.now()
  const cases = suite.cases.map((testCase): TestCaseResult => {
    try {
      return testCase.run(project)
    } catch (error) {
      const message = (error as Error).message
      return result(testCase, false, { en: `could not run: ${message}`, zh: `无法运行：${message}` })
    }
  })
  const passed = cases.filter((testCase) => testCase.ok).length
  return {
    suiteId: suite.id,
    ok: passed === cases.length,
    passed,
    failed: cases.length - passed,
    ms: Math.round((performance.now() - started) * 10) / 10,
    cases,
  }
}
