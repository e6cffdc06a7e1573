// Writes tests/data/analyst/sweeps.jsonl, the sweep renders of issue 16's fourth round (written with the sweep
// reading, not held out). Run: node domains/analyst/scripts/generate-sweeps.ts
import { writeFile } from 'node:fs/promises'
import { formatCases } from '../src/eval/case-file.ts'
import { generateSweepCases, SWEEPS_HEADER } from '../src/eval/cases/sweep-set.ts'

const target = new URL('../../../tests/data/analyst/sweeps.jsonl', import.meta.url)
const cases = generateSweepCases()
await writeFile(target, formatCases(SWEEPS_HEADER, cases))
process.stdout.write(`wrote ${cases.length} cases to ${target.pathname}\n`)
