// Writes tests/data/analyst/heldout7.jsonl from its own generator (speech from espeak-ng, which must be installed
// to render the cases, not to write them). Run: node domains/analyst/scripts/generate-heldout7.ts
import { writeFile } from 'node:fs/promises'
import { formatCases } from '../src/eval/case-file.ts'
import { generateHeldout7Cases, HELDOUT7_HEADER } from '../src/eval/cases/heldout7-set.ts'

const target = new URL('../../../tests/data/analyst/heldout7.jsonl', import.meta.url)
const cases = generateHeldout7Cases()
await writeFile(target, formatCases(HELDOUT7_HEADER, cases))
process.stdout.write(`wrote ${cases.length} cases to ${target.pathname}\n`)
