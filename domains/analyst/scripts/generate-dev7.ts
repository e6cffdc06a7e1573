// Writes tests/data/analyst/dev7.jsonl from its own generator. Run: node domains/analyst/scripts/generate-dev7.ts
import { writeFile } from 'node:fs/promises'
import { formatCases } from '../src/eval/case-file.ts'
import { DEV7_HEADER, generateDev7Cases } from '../src/eval/cases/dev7-set.ts'

const target = new URL('../../../tests/data/analyst/dev7.jsonl', import.meta.url)
const cases = generateDev7Cases()
await writeFile(target, formatCases(DEV7_HEADER, cases))
process.stdout.write(`wrote ${cases.length} cases to ${target.pathname}\n`)
