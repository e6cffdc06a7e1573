import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { EvalCase, runCase, scoreCases } from '../eval/index.ts'
import { parseUtterance } from './parse-utterance.ts'

// The development sets: dev.jsonl, and holdout.jsonl since the rules were generalised on it too.
// Both are regression guards; how the rules generalise is measured on text they have never seen
// (the final measurement uses a third set, written by another author).
const SETS = ['dev', 'holdout'].map((name) => ({
  name,
  path: fileURLToPath(new URL(`../../../../tests/data/cockpit/${name}.jsonl`, import.meta.url)),
}))
const EXCLUDED = new Set(['edge', 'injection'])

describe.each(SETS)('the offline engine on the $name set', ({ path }) => {
  // The sets are part of the repository: a missing one fails here rather than skipping.
  const cases = readFileSync(path, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => EvalCase.parse(JSON.parse(line)))
  const results = cases.map((c) =>
    runCase(c, (text, { previousCalls, state }) => parseUtterance(text, { previousCalls, state })),
  )

  it('meets the intent and parameter targets outside edge and injection cases', () => {
    const core = scoreCases(results.filter((r) => !r.case.tags.some((tag) => EXCLUDED.has(tag))))
    expect(core.intentAccuracy).toBeGreaterThanOrEqual(0.97)
    expect(core.paramAccuracy).toBeGreaterThanOrEqual(0.95)
  })

  it('reads edge and injection cases as well as the rest', () => {
    const all = scoreCases(results)
    expect(all.domainAccuracy).toBeGreaterThanOrEqual(0.95)
    expect(all.byTag.injection?.paramAccuracy ?? 1).toBeGreaterThanOrEqual(0.9)
  })
})
