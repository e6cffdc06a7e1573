// The shop copilot's evaluation: utterances and the calls each should make (tests/data/shopping/README.md).
export type { CaseOutcome } from './run-shop-case.ts'
export { loadShopCases, runShopEval } from './run-shop-eval.ts'
export { ShopEvalCase } from './shop-eval-case.ts'
export { renderShopReport, type ShopReport, shopReport } from './shop-report.ts'
