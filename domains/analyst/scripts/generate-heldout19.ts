// Writes tests/data/analyst/heldout19.jsonl from its own generator. Run: node domains/analyst/scripts/generate-heldout19.ts
import { writeFile } from 'node:fs/promises'
import { formatCases } from '../src/eval/case-file.ts'
import { generateHeldout19Cases, HELDOUT19_HEADER } from '../src/eval/cases/heldout19-set.ts'

const target = new URL('../../../tests/data/analyst/heldout19.jsonl', import.meta.url)
const cases = generateHeldout19Cases()
await writeFile(target, formatCases(HELDOUT19_HEADER, cases))
process.stdout.write(`wrote ${cases.length} cases to ${target.pathname}\n`)
