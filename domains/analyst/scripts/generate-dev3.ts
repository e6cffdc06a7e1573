// Writes tests/data/analyst/dev3.jsonl, the third dev set (resonances on music and mixes,
// clean takes of the same kinds). Run: node domains/analyst/scripts/generate-dev3.ts
import { writeFile } from 'node:fs/promises'
import { formatCases } from '../src/eval/case-file.ts'
import { DEV3_HEADER, generateDev3Cases } from '../src/eval/cases/dev3-set.ts'

const target = new URL('../../../tests/data/analyst/dev3.jsonl', import.meta.url)
const cases = generateDev3Cases()
await writeFile(target, formatCases(DEV3_HEADER, cases))
process.stdout.write(`wrote ${cases.length} cases to ${target.pathname}\n`)
