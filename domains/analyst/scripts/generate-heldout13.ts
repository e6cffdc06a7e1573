// Writes tests/data/analyst/heldout13.jsonl from its own generator (speech from espeak-ng, which must be installed
// to render the cases, not to write them). Run: node domains/analyst/scripts/generate-heldout13.ts
import { writeFile } from 'node:fs/promises'
import { formatCases } from '../src/eval/case-file.ts'
import { generateHeldout13Cases, HELDOUT13_HEADER } from '../src/eval/cases/heldout13-set.ts'

const target = new URL('../../../tests/data/analyst/heldout13.jsonl', import.meta.url)
const cases = generateHeldout13Cases()
await writeFile(target, formatCases(HELDOUT13_HEADER, cases))
process.stdout.write(`wrote ${cases.length} cases to ${target.pathname}\n`)
