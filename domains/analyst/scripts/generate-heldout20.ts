// Writes tests/data/analyst/heldout20.jsonl from its own generator. Run: node domains/analyst/scripts/generate-heldout20.ts
import { writeFile } from 'node:fs/promises'
import { formatCases } from '../src/eval/case-file.ts'
import { generateHeldout20Cases, HELDOUT20_HEADER } from '../src/eval/cases/heldout20-set.ts'

const target = new URL('../../../tests/data/analyst/heldout20.jsonl', import.meta.url)
const cases = generateHeldout20Cases()
await writeFile(target, formatCases(HELDOUT20_HEADER, cases))
process.stdout.write(`wrote ${cases.length} cases to ${target.pathname}\n`)
