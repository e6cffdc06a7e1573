// Writes tests/data/analyst/heldout9.jsonl from its own generator (speech from espeak-ng, which must be installed
// to render the cases, not to write them). Run: node domains/analyst/scripts/generate-heldout9.ts
import { writeFile } from 'node:fs/promises'
import { formatCases } from '../src/eval/case-file.ts'
import { generateHeldout9Cases, HELDOUT9_HEADER } from '../src/eval/cases/heldout9-set.ts'

const target = new URL('../../../tests/data/analyst/heldout9.jsonl', import.meta.url)
const cases = generateHeldout9Cases()
await writeFile(target, formatCases(HELDOUT9_HEADER, cases))
process.stdout.write(`wrote ${cases.length} cases to ${target.pathname}\n`)
