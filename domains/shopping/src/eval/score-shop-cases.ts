import type { CaseOutcome } from './run-shop-case.ts'

/** Share of cases passed, with the failures to read. */
export function scoreShopCases(outcomes: readonly CaseOutcome[]): {
  passed: number
  total: number
  accuracy: number
  failures: CaseOutcome[]
} {
  const passed = outcomes.filter((o) => o.pass).length
  return {
    passed,
    total: outcomes.length,
    accuracy: outcomes.length ? passed / outcomes.length : 0,
    failures: outcomes.filter((o) => !o.pass),
  }
}
