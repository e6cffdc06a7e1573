// The one generator of the analyst's evaluation sets: each set's recipe is data (tests/data/analyst/recipes/
// NAME.json: seeds, sources, defect kinds and strengths) and this writes tests/data/analyst/NAME.jsonl from it.
// Run: node domains/analyst/scripts/generate-set.ts [--check] [NAME …]   (every recipe when no name is given;
// --check writes nothing and exits 1 when a committed set differs from what its recipe generates)
import { readFile, writeFile } from 'node:fs/promises'
import { formatCases } from '../src/eval/case-file.ts'
import { composeRecipe, readRecipe, recipeNames } from '../src/eval/cases/recipe-file.ts'

const args = process.argv.slice(2)
const check = args.includes('--check')
const names = args.filter((a) => a !== '--check')
const dataDir = new URL('../../../tests/data/analyst/', import.meta.url)

let stale = 0
for (const name of names.length > 0 ? names : await recipeNames()) {
  const recipe = await readRecipe(name)
  const cases = composeRecipe(recipe)
  const text = formatCases(recipe.header, cases)
  const target = new URL(`${name}.jsonl`, dataDir)
  if (!check) {
    await writeFile(target, text)
    process.stdout.write(`wrote ${cases.length} cases to ${target.pathname}\n`)
    continue
  }
  const committed = await readFile(target, 'utf8').catch(() => '')
  if (committed === text) continue
  stale++
  process.stdout.write(`${name}.jsonl differs from what recipes/${name}.json generates\n`)
}
if (stale > 0) process.exit(1)
