import { describe, expect, it } from 'vitest'
import { runForgeEval } from './forge-eval.ts'
import { MODULE_DEF_SET } from './module-def-set.ts'
import { MODULE_KINDS } from './module-kinds.ts'

describe('the forge evaluation', () => {
  it('covers every kind, the three sample rates and at least 24 requests', () => {
    expect(MODULE_DEF_SET.length).toBeGreaterThanOrEqual(24)
    expect(new Set(MODULE_DEF_SET.map((c) => c.expectedKind))).toEqual(new Set(MODULE_KINDS))
    const rates = new Set(MODULE_DEF_SET.map((c) => c.moduleDef.sampleRate ?? 48_000))
    expect(rates).toEqual(new Set([44_100, 48_000, 96_000]))
    expect(MODULE_DEF_SET.filter((c) => c.moduleDef.params).length).toBeGreaterThanOrEqual(5)
  })

  it('compiles every request on the first pass and passes every behaviour test, each as the kind meant', async () => {
    const report = await runForgeEval()
    expect(report.rows.filter((row) => !row.passed)).toEqual([])
    expect(report.compileRate).toBe(1)
    expect(report.testPassRate).toBe(1)
    expect(report.kindRate).toBe(1)
    expect(report.medianMs).toBeGreaterThan(0)
  })

  it('counts a failing request against the rates', async () => {
    const report = await runForgeEval([
      ...MODULE_DEF_SET.slice(0, 3),
      { prompt: 'something', moduleDef: { name: 'Unknown' }, expectedKind: 'gain' },
    ])
    expect(report.compileRate).toBe(0.75)
    expect(report.testPassRate).toBe(0.75)
  })
})
