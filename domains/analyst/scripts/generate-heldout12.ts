// Writes tests/data/analyst/heldout12.jsonl from its own generator (speech from espeak-ng, which must be installed
// to render the cases, not to write them). Run: node domains/analyst/scripts/generate-heldout12.ts
import { writeFile } from 'node:fs/promises'
import { formatCases } from '../src/eval/case-file.ts'
import { generateHeldout12Cases, HELDOUT12_HEADER } from '../src/eval/cases/heldout12-set.ts'

const target = new URL('../../../tests/data/analyst/heldout12.jsonl', import.meta.url)
const cases = generateHeldout12Cases()
await writeFile(target, formatCases(HELDOUT12_HEADER, cases))
process.stdout.write(`wrote ${cases.length} cases to ${target.pathname}\n`)
