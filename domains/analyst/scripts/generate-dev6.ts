// Writes tests/data/analyst/dev6.jsonl from its own generator (speech from espeak-ng, which must be installed
// to render the cases, not to write them). Run: node domains/analyst/scripts/generate-dev6.ts
import { writeFile } from 'node:fs/promises'
import { formatCases } from '../src/eval/case-file.ts'
import { DEV6_HEADER, generateDev6Cases } from '../src/eval/cases/dev6-set.ts'

const target = new URL('../../../tests/data/analyst/dev6.jsonl', import.meta.url)
const cases = generateDev6Cases()
await writeFile(target, formatCases(DEV6_HEADER, cases))
process.stdout.write(`wrote ${cases.length} cases to ${target.pathname}\n`)
