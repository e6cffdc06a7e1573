// Writes tests/data/analyst/heldout17.jsonl from its own generator. Run: node domains/analyst/scripts/generate-heldout17.ts
import { writeFile } from 'node:fs/promises'
import { formatCases } from '../src/eval/case-file.ts'
import { generateHeldout17Cases, HELDOUT17_HEADER } from '../src/eval/cases/heldout17-set.ts'

const target = new URL('../../../tests/data/analyst/heldout17.jsonl', import.meta.url)
const cases = generateHeldout17Cases()
await writeFile(target, formatCases(HELDOUT17_HEADER, cases))
process.stdout.write(`wrote ${cases.length} cases to ${target.pathname}\n`)
