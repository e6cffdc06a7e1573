// Writes tests/data/analyst/dev4.jsonl from its own generator (speech from espeak-ng, which must be installed
// to render the cases, not to write them). Run: node domains/analyst/scripts/generate-dev4.ts
import { writeFile } from 'node:fs/promises'
import { formatCases } from '../src/eval/case-file.ts'
import { DEV4_HEADER, generateDev4Cases } from '../src/eval/cases/dev4-set.ts'

const target = new URL('../../../tests/data/analyst/dev4.jsonl', import.meta.url)
const cases = generateDev4Cases()
await writeFile(target, formatCases(DEV4_HEADER, cases))
process.stdout.write(`wrote ${cases.length} cases to ${target.pathname}\n`)
