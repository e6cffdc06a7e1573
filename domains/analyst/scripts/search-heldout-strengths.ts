// Finds strengths for a new held-out set under which none of its defects repeats another set's parameters
// (the test sets.test.ts holds every set to). Run: node domains/analyst/scripts/search-heldout-strengths.ts heldout17
// The set's recipe (tests/data/analyst/recipes/<name>.json) must be a rotation; the other sets are read from
// their committed files in tests/data/analyst (the ad-hoc scans aside, as the test does).
import { readdir, readFile } from 'node:fs/promises'
import { parseCases } from '../src/eval/case-file.ts'
import { heldoutRecipeOf, readRecipe } from '../src/eval/cases/recipe-file.ts'
import { paramsKey, searchStrengths, sharedByKnob } from '../src/eval/cases/strength-search.ts'

const name = process.argv[2]
if (!name || name === '--help' || name === '-h') {
  process.stdout.write(
    'usage: node domains/analyst/scripts/search-heldout-strengths.ts <set>   e.g. heldout17\n' +
      "Moves each colliding strength of the set's recipe by 0.001 steps (up to ±0.1) until its cases\n" +
      "repeat no other set's defect parameters, and prints the strengths to write into the recipe.\n",
  )
  process.exit(name ? 0 : 2)
}
const written = await readRecipe(name)
if (written.shape !== 'rotation')
  throw new Error(`recipes/${name}.json is a ${written.shape} recipe, not a rotation`)
const recipe = heldoutRecipeOf(written)

const dataDir = new URL('../../../tests/data/analyst/', import.meta.url)
const taken = new Set<string>()
for (const file of await readdir(dataDir)) {
  if (!file.endsWith('.jsonl') || file === `${name}.jsonl` || file.startsWith('scan-')) continue
  for (const c of parseCases(await readFile(new URL(file, dataDir), 'utf8'), file))
    for (const defect of c.defects) taken.add(paramsKey(defect))
}

const before = sharedByKnob(recipe, taken)
process.stdout.write(`repeats per strength: ${JSON.stringify(Object.fromEntries(before))}\n`)
let tried = 0
const found = searchStrengths(recipe, taken, 0.1, ({ knob, value, shared }) => {
  tried++
  process.stderr.write(`\r${knob} ${value.toFixed(3)}: ${shared} repeated (${tried} tried)   `)
})
process.stderr.write('\n')
if (!found) {
  process.stdout.write('no strengths within ±0.1 clear every repeat: move a source, a span or the seeds\n')
  process.exit(1)
}
process.stdout.write(
  `strengths ${JSON.stringify(found.strengths)}, partialStrength ${found.partialStrength}, ` +
    `pairStrengths ${JSON.stringify(found.pairStrengths)}\n`,
)
