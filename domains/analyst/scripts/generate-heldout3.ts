// Writes tests/data/analyst/heldout3.jsonl, the third measurement-only set, from its own generator (other
// sources, seeds, strengths, pairs and spans than dev and both earlier held-out sets). Run: node domains/analyst/scripts/generate-heldout3.ts
import { writeFile } from 'node:fs/promises'
import { formatCases } from '../src/eval/case-file.ts'
import { generateHeldout3Cases, HELDOUT3_HEADER } from '../src/eval/cases/heldout3-set.ts'

const target = new URL('../../../tests/data/analyst/heldout3.jsonl', import.meta.url)
const cases = generateHeldout3Cases()
await writeFile(target, formatCases(HELDOUT3_HEADER, cases))
process.stdout.write(`wrote ${cases.length} cases to ${target.pathname}\n`)
