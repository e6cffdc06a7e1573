// Writes tests/data/analyst/heldout6.jsonl from its own generator (speech from espeak-ng, which must be installed
// to render the cases, not to write them). Run: node domains/analyst/scripts/generate-heldout6.ts
import { writeFile } from 'node:fs/promises'
import { formatCases } from '../src/eval/case-file.ts'
import { generateHeldout6Cases, HELDOUT6_HEADER } from '../src/eval/cases/heldout6-set.ts'

const target = new URL('../../../tests/data/analyst/heldout6.jsonl', import.meta.url)
const cases = generateHeldout6Cases()
await writeFile(target, formatCases(HELDOUT6_HEADER, cases))
process.stdout.write(`wrote ${cases.length} cases to ${target.pathname}\n`)
