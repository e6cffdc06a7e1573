// Writes tests/data/analyst/heldout18.jsonl from its own generator. Run: node domains/analyst/scripts/generate-heldout18.ts
import { writeFile } from 'node:fs/promises'
import { formatCases } from '../src/eval/case-file.ts'
import { generateHeldout18Cases, HELDOUT18_HEADER } from '../src/eval/cases/heldout18-set.ts'

const target = new URL('../../../tests/data/analyst/heldout18.jsonl', import.meta.url)
const cases = generateHeldout18Cases()
await writeFile(target, formatCases(HELDOUT18_HEADER, cases))
process.stdout.write(`wrote ${cases.length} cases to ${target.pathname}\n`)
