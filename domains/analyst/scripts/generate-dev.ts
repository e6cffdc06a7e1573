// Writes tests/data/analyst/dev.jsonl from the dev set's generator. Run: node domains/analyst/scripts/generate-dev.ts
import { writeFile } from 'node:fs/promises'
import { formatCases } from '../src/eval/case-file.ts'
import { DEV_HEADER, generateDevCases } from '../src/eval/cases/dev-set.ts'

const target = new URL('../../../tests/data/analyst/dev.jsonl', import.meta.url)
const cases = generateDevCases()
await writeFile(target, formatCases(DEV_HEADER, cases))
process.stdout.write(`wrote ${cases.length} cases to ${target.pathname}\n`)
