// Writes tests/data/analyst/heldout8.jsonl from its own generator (speech from espeak-ng, which must be installed
// to render the cases, not to write them). Run: node domains/analyst/scripts/generate-heldout8.ts
import { writeFile } from 'node:fs/promises'
import { formatCases } from '../src/eval/case-file.ts'
import { generateHeldout8Cases, HELDOUT8_HEADER } from '../src/eval/cases/heldout8-set.ts'

const target = new URL('../../../tests/data/analyst/heldout8.jsonl', import.meta.url)
const cases = generateHeldout8Cases()
await writeFile(target, formatCases(HELDOUT8_HEADER, cases))
process.stdout.write(`wrote ${cases.length} cases to ${target.pathname}\n`)
