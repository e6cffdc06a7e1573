// Writes tests/data/analyst/heldout16.jsonl from its own generator. Run: node domains/analyst/scripts/generate-heldout16.ts
import { writeFile } from 'node:fs/promises'
import { formatCases } from '../src/eval/case-file.ts'
import { generateHeldout16Cases, HELDOUT16_HEADER } from '../src/eval/cases/heldout16-set.ts'

const target = new URL('../../../tests/data/analyst/heldout16.jsonl', import.meta.url)
const cases = generateHeldout16Cases()
await writeFile(target, formatCases(HELDOUT16_HEADER, cases))
process.stdout.write(`wrote ${cases.length} cases to ${target.pathname}\n`)
