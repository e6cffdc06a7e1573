// Writes tests/data/analyst/dev2.jsonl, the second dev set (the weak spots' material: music that never rests,
// resonance under noise, mixes, sweeps at low rates). Run: node domains/analyst/scripts/generate-dev2.ts
import { writeFile } from 'node:fs/promises'
import { formatCases } from '../src/eval/case-file.ts'
import { DEV2_HEADER, generateDev2Cases } from '../src/eval/cases/dev2-set.ts'

const target = new URL('../../../tests/data/analyst/dev2.jsonl', import.meta.url)
const cases = generateDev2Cases()
await writeFile(target, formatCases(DEV2_HEADER, cases))
process.stdout.write(`wrote ${cases.length} cases to ${target.pathname}\n`)
