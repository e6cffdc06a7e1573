/**
 * Measures how often each kind of offline reading comes out exactly right, and writes the table the engine
 * states its confidence from (src/offline/reading-confidence.json). Run it on a set the engine was not tuned
 * on (the holdout), never on the set being developed against:
 *   node domains/synth/scripts/calibrate-confidence.ts tests/data/synth/holdout.jsonl [MORE.jsonl …]
 * then `npx biome format --write domains/synth/src/offline/reading-confidence.json`.
 */
import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { buildCanvas, readSynthCases, runSynthCase, scoreRun } from '../src/eval/index.ts'
import { planCommand } from '../src/offline/plan-command.ts'
import { readingKind } from '../src/offline/reading-confidence.ts'
import { createSynth } from '../src/synth-domain.ts'

const files = process.argv.slice(2)
if (files.length === 0) throw new Error('usage: calibrate-confidence.ts CASES.jsonl [MORE.jsonl …]')
const domain = createSynth()
const kinds: Record<string, { cases: number; exact: number }> = {}
const cases = (await Promise.all(files.map((file) => readSynthCases(file)))).flat()
for (const item of cases) {
  const kind = readingKind(planCommand(item.text, buildCanvas(item.canvas)))
  const scored = scoreRun(await runSynthCase(item, domain, domain.offlineModel!()))
  const row = kinds[kind] ?? { cases: 0, exact: 0 }
  row.cases++
  if (scored.exact) row.exact++
  kinds[kind] = row
}
const table = {
  source:
    'Written by domains/synth/scripts/calibrate-confidence.ts: each case of the set run through the offline engine, its reading’s kind against whether the final canvas was exact. Measured on a set the engine was not tuned on.',
  sets: files,
  kinds: Object.fromEntries(Object.entries(kinds).sort(([a], [b]) => a.localeCompare(b))),
}
await writeFile(
  join(import.meta.dirname, '../src/offline/reading-confidence.json'),
  `${JSON.stringify(table, null, 2)}\n`,
)
console.log(table.kinds)
