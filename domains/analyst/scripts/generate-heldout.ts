// Writes tests/data/analyst/heldout.jsonl, the measurement-only set, from its own generator (other seeds,
// strengths and source variants than the dev set). Run: node domains/analyst/scripts/generate-heldout.ts
import { writeFile } from 'node:fs/promises'
import { formatCases } from '../src/eval/case-file.ts'
import { generateHeldoutCases, HELDOUT_HEADER } from '../src/eval/cases/heldout-set.ts'

const target = new URL('../../../tests/data/analyst/heldout.jsonl', import.meta.url)
const cases = generateHeldoutCases()
await writeFile(target, formatCases(HELDOUT_HEADER, cases))
process.stdout.write(`wrote ${cases.length} cases to ${target.pathname}\n`)
