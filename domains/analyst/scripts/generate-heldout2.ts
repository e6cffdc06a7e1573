// Writes tests/data/analyst/heldout2.jsonl, the second measurement-only set, from its own generator (other
// sources, seeds, strengths, pairs and spans than dev and held-out). Run: node domains/analyst/scripts/generate-heldout2.ts
import { writeFile } from 'node:fs/promises'
import { formatCases } from '../src/eval/case-file.ts'
import { generateHeldout2Cases, HELDOUT2_HEADER } from '../src/eval/cases/heldout2-set.ts'

const target = new URL('../../../tests/data/analyst/heldout2.jsonl', import.meta.url)
const cases = generateHeldout2Cases()
await writeFile(target, formatCases(HELDOUT2_HEADER, cases))
process.stdout.write(`wrote ${cases.length} cases to ${target.pathname}\n`)
