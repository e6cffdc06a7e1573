// Writes tests/data/analyst/heldout5.jsonl, the fifth measurement-only set, from its own generator (other
// sources, seeds, strengths, pairs and spans than every earlier set). Run: node domains/analyst/scripts/generate-heldout5.ts
import { writeFile } from 'node:fs/promises'
import { formatCases } from '../src/eval/case-file.ts'
import { generateHeldout5Cases, HELDOUT5_HEADER } from '../src/eval/cases/heldout5-set.ts'

const target = new URL('../../../tests/data/analyst/heldout5.jsonl', import.meta.url)
const cases = generateHeldout5Cases()
await writeFile(target, formatCases(HELDOUT5_HEADER, cases))
process.stdout.write(`wrote ${cases.length} cases to ${target.pathname}\n`)
