// Writes tests/data/analyst/heldout4.jsonl, the fourth measurement-only set, from its own generator (other
// sources, seeds, strengths, pairs and spans than every earlier set). Run: node domains/analyst/scripts/generate-heldout4.ts
import { writeFile } from 'node:fs/promises'
import { formatCases } from '../src/eval/case-file.ts'
import { generateHeldout4Cases, HELDOUT4_HEADER } from '../src/eval/cases/heldout4-set.ts'

const target = new URL('../../../tests/data/analyst/heldout4.jsonl', import.meta.url)
const cases = generateHeldout4Cases()
await writeFile(target, formatCases(HELDOUT4_HEADER, cases))
process.stdout.write(`wrote ${cases.length} cases to ${target.pathname}\n`)
