// Writes tests/data/analyst/heldout10.jsonl from its own generator (speech from espeak-ng, which must be installed
// to render the cases, not to write them). Run: node domains/analyst/scripts/generate-heldout10.ts
import { writeFile } from 'node:fs/promises'
import { formatCases } from '../src/eval/case-file.ts'
import { generateHeldout10Cases, HELDOUT10_HEADER } from '../src/eval/cases/heldout10-set.ts'

const target = new URL('../../../tests/data/analyst/heldout10.jsonl', import.meta.url)
const cases = generateHeldout10Cases()
await writeFile(target, formatCases(HELDOUT10_HEADER, cases))
process.stdout.write(`wrote ${cases.length} cases to ${target.pathname}\n`)
