import type { ProjectDocument } from '../chain/chain.ts'

/** The outcome of one assertion over a chain (seed 000 §6.4 XiTest). */
export interface TestCaseResult {
  id: string
  name: string
  nameZh: string
  ok: boolean
  /** What was measured against what limit, in one line. */
  detail: string
  detailZh: string
  measured?: number
  limit?: number
}

/** An assertion over a project's chain. */
export interface TestCase {
  id: string
  name: string
  nameZh: string
  run(project: ProjectDocument): TestCaseResult
}

/** A result for a case: passed when `ok`. */
export function result(
  testCase: TestCase,
  ok: boolean,
  detail: { en: string; zh: string },
  measured?: number,
  limit?: number,
): TestCaseResult {
  return {
    id: testCase.id,
    name: testCase.name,
    nameZh: testCase.nameZh,
    ok,
    detail: detail.en,
    detailZh: detail.zh,
    ...(measured !== undefined ? { measured, limit } : {}),
  }
}
