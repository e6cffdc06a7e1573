// Writes tests/data/analyst/heldout21.jsonl from its own generator. Run: node domains/analyst/scripts/generate-heldout21.ts
import { writeFile } from 'node:fs/promises'
import { formatCases } from '../src/eval/case-file.ts'
import { generateHeldout21Cases, HELDOUT21_HEADER } from '../src/eval/cases/heldout21-set.ts'

const target = new URL('../../../tests/data/analyst/heldout21.jsonl', import.meta.url)
const cases = generateHeldout21Cases()
await writeFile(target, formatCases(HELDOUT21_HEADER, cases))
process.stdout.write(`wrote ${cases.length} cases to ${target.pathname}\n`)
