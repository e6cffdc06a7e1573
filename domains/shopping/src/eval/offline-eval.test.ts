import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { runOfflineShopEval } from './run-shop-eval.ts'
import { scoreShopCases } from './score-shop-cases.ts'

const set = (name: string) =>
  fileURLToPath(new URL(`../../../../tests/data/shopping/${name}.jsonl`, import.meta.url))

// The offline model on the shopping eval sets, end to end on the demo shop (engine, rules, store). The dev
// set is what the rules were written against; the held-out set is only measured (a floor catches breakage).
describe('the offline shopping model on the eval sets', () => {
  it('passes the dev set', async () => {
    const score = scoreShopCases(await runOfflineShopEval(set('dev')))
    expect(score.failures.map((f) => `${f.id} ${f.say}: ${f.reason}`)).toEqual([])
  }, 60_000)

  it('stays above its measured floor on the held-out sets', async () => {
    const outcomes = [
      ...(await runOfflineShopEval(set('holdout'))),
      ...(await runOfflineShopEval(set('holdout2'))),
    ]
    const score = scoreShopCases(outcomes)
    console.info(`held-out: ${score.passed}/${score.total}`)
    expect(score.accuracy).toBeGreaterThanOrEqual(0.75)
  }, 90_000)
})
