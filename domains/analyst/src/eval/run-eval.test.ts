import { describe, expect, it } from 'vitest'
import type { CaseDescription } from './case-schema.ts'
import { renderAnalystReport } from './report.ts'
import { runAnalystEval } from './run-eval.ts'
import { createFakeAnalyze, noisyLabels } from './testing/fake-analyze.ts'

const source = (seed: number) => ({ kind: 'speech' as const, seed, seconds: 1, sampleRate: 16000 as const })
const cases: CaseDescription[] = [
  {
    id: 'hum',
    source: source(1),
    defects: [{ label: 'hum', params: { frequency: 50, levelDb: -15, harmonics: 3 } }],
    truth: ['hum'],
  },
  {
    id: 'dc',
    source: source(2),
    defects: [{ label: 'dc_offset', params: { offset: 0.1 } }],
    truth: ['dc_offset'],
  },
  {
    id: 'pair',
    source: source(3),
    defects: [
      { label: 'broadband_noise', params: { snrDb: 10, color: 'white' } },
      { label: 'clipping', params: { percent: 2 } },
    ],
    truth: ['broadband_noise', 'clipping'],
  },
  { id: 'clean-1', source: source(4), defects: [], truth: [] },
  { id: 'clean-2', source: { ...source(5), kind: 'tone' }, defects: [], truth: [] },
]

describe('runAnalystEval', () => {
  it('scores an analyzer that is right on every other case and silent on the rest', async () => {
    const progress: number[] = []
    const { score, outcomes } = await runAnalystEval(cases, createFakeAnalyze(cases, 'half'), (done) =>
      progress.push(done),
    )
    expect(progress).toEqual([1, 2, 3, 4, 5])
    // Cases 0 (hum), 2 (noise + clipping) and 4 (a control) answered: 3 of 4 truth labels, no false finding.
    expect(score.recall).toBeCloseTo(3 / 4)
    expect(score.precision).toBe(1)
    expect(score.controls.cleanRate).toBe(1)
    expect(outcomes.map((o) => o.experimentsUsed)).toEqual([2, 3, 4, 5, 6])
    expect(score.experiments.median).toBe(4)
    expect(score.ms.median).toBe(12)
    expect(renderAnalystReport(score)).toMatch(/recall +75.0 %/)
  })

  it('scores a noisy analyzer exactly as its known answers imply, ignoring under-threshold decoys', async () => {
    const { score } = await runAnalystEval(cases, createFakeAnalyze(cases, 'noisy'))
    let tp = 0
    let fp = 0
    let total = 0
    for (const c of cases) {
      const found = noisyLabels(c.id, c.truth)
      tp += found.filter((l) => (c.truth as string[]).includes(l)).length
      fp += found.filter((l) => !(c.truth as string[]).includes(l)).length
      total += c.truth.length
    }
    expect(score.recall).toBeCloseTo(tp / total)
    expect(score.precision).toBeCloseTo(tp / (tp + fp))
    expect(score.perLabel.resonance.falsePositives).toBe(0)
  })

  it('turns a throw or a conclusion that breaks the contract into that case’s error', async () => {
    let n = 0
    const flaky = async () => {
      n++
      if (n === 1) throw new Error('executor crashed')
      return { final: { summary: 'x' } as never, experimentsUsed: 1, ms: 1 }
    }
    const { score } = await runAnalystEval(cases.slice(0, 2), flaky)
    expect(score.errors).toBe(2)
    expect(score.failures[0]!.error).toBe('executor crashed')
    expect(score.failures[1]!.error).toMatch(/invalid FinalConclusion/)
    expect(score.recall).toBe(0)
  })
})
