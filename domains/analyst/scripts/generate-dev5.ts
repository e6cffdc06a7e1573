// Writes tests/data/analyst/dev5.jsonl from its own generator (speech from espeak-ng, which must be installed
// to render the cases, not to write them). Run: node domains/analyst/scripts/generate-dev5.ts
import { writeFile } from 'node:fs/promises'
import { formatCases } from '../src/eval/case-file.ts'
import { DEV5_HEADER, generateDev5Cases } from '../src/eval/cases/dev5-set.ts'

const target = new URL('../../../tests/data/analyst/dev5.jsonl', import.meta.url)
const cases = generateDev5Cases()
await writeFile(target, formatCases(DEV5_HEADER, cases))
process.stdout.write(`wrote ${cases.length} cases to ${target.pathname}\n`)
