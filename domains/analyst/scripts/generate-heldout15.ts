// Writes tests/data/analyst/heldout15.jsonl from its own generator. Run: node domains/analyst/scripts/generate-heldout15.ts
import { writeFile } from 'node:fs/promises'
import { formatCases } from '../src/eval/case-file.ts'
import { generateHeldout15Cases, HELDOUT15_HEADER } from '../src/eval/cases/heldout15-set.ts'

const target = new URL('../../../tests/data/analyst/heldout15.jsonl', import.meta.url)
const cases = generateHeldout15Cases()
await writeFile(target, formatCases(HELDOUT15_HEADER, cases))
process.stdout.write(`wrote ${cases.length} cases to ${target.pathname}\n`)
