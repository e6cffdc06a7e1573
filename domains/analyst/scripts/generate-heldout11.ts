// Writes tests/data/analyst/heldout11.jsonl from its own generator (speech from espeak-ng, which must be installed
// to render the cases, not to write them). Run: node domains/analyst/scripts/generate-heldout11.ts
import { writeFile } from 'node:fs/promises'
import { formatCases } from '../src/eval/case-file.ts'
import { generateHeldout11Cases, HELDOUT11_HEADER } from '../src/eval/cases/heldout11-set.ts'

const target = new URL('../../../tests/data/analyst/heldout11.jsonl', import.meta.url)
const cases = generateHeldout11Cases()
await writeFile(target, formatCases(HELDOUT11_HEADER, cases))
process.stdout.write(`wrote ${cases.length} cases to ${target.pathname}\n`)
