// Prints the offline shopping model's accuracy on the dev and held-out sets, with each failure.
// Usage: npx tsx domains/shopping/scripts/eval-offline.ts [dev|holdout|holdout2]...
import { fileURLToPath } from 'node:url'
import { runOfflineShopEval } from '../src/eval/run-shop-eval.ts'
import { scoreShopCases } from '../src/eval/score-shop-cases.ts'

const sets = process.argv.slice(2).length ? process.argv.slice(2) : ['dev', 'holdout', 'holdout2']
for (const name of sets) {
  const path = fileURLToPath(new URL(`../../../tests/data/shopping/${name}.jsonl`, import.meta.url))
  const score = scoreShopCases(await runOfflineShopEval(path))
  console.log(`${name}: ${score.passed}/${score.total} = ${(score.accuracy * 100).toFixed(1)}%`)
  for (const f of score.failures)
    console.log(
      `  ✗ ${f.id} ${f.say}: ${f.reason}  made=${JSON.stringify(f.made)} reply=${JSON.stringify(f.reply)}`,
    )
}
