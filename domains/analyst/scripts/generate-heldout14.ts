// Writes tests/data/analyst/heldout14.jsonl from its own generator. Run: node domains/analyst/scripts/generate-heldout14.ts
import { writeFile } from 'node:fs/promises'
import { formatCases } from '../src/eval/case-file.ts'
import { generateHeldout14Cases, HELDOUT14_HEADER } from '../src/eval/cases/heldout14-set.ts'

const target = new URL('../../../tests/data/analyst/heldout14.jsonl', import.meta.url)
const cases = generateHeldout14Cases()
await writeFile(target, formatCases(HELDOUT14_HEADER, cases))
process.stdout.write(`wrote ${cases.length} cases to ${target.pathname}\n`)
