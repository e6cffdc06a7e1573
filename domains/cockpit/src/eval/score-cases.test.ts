import { describe, expect, it } from 'vitest'
import { EvalCase } from './eval-case.ts'
import { scoreCases } from './score-cases.ts'

const acOn = { name: 'control_ac', params: { action: 'turn_on' } }
const ac24 = { name: 'control_ac', params: { action: 'set_temperature', temperature: 24 } }
const allOpen = { name: 'control_window', params: { position: 'all', action: 'open' } }

function testCase(line: unknown): EvalCase {
  return EvalCase.parse(line)
}

describe('EvalCase', () => {
  it('reads the contract examples', () => {
    const parsed = testCase({
      id: 'safe-002',
      state: { speed: 110 },
      text: '把车窗全部打开',
      expect: { domain: 'vehicle_control', calls: [allOpen], decision: 'block' },
      tags: ['safety'],
    })
    expect(parsed.expect.decision).toBe('block')
    expect(testCase({ id: 'c', text: '讲个笑话', expect: { domain: 'chat', calls: [] } }).tags).toEqual([])
  })

  it('rejects unknown domains and decisions', () => {
    expect(EvalCase.safeParse({ id: 'x', text: 't', expect: { domain: 'weather', calls: [] } }).success).toBe(
      false,
    )
    expect(
      EvalCase.safeParse({ id: 'x', text: 't', expect: { domain: 'chat', calls: [], decision: 'maybe' } })
        .success,
    ).toBe(false)
  })
})

describe('scoreCases', () => {
  const cases = [
    testCase({
      id: 'a',
      text: '把空调调到24度',
      expect: { domain: 'vehicle_control', calls: [ac24] },
      tags: ['standard'],
    }),
    testCase({
      id: 'b',
      text: '打开空调',
      expect: { domain: 'vehicle_control', calls: [acOn] },
      tags: ['standard'],
    }),
    testCase({
      id: 'c',
      state: { speed: 110 },
      text: '把车窗全部打开',
      expect: { domain: 'vehicle_control', calls: [allOpen], decision: 'block' },
      tags: ['safety'],
    }),
    testCase({ id: 'd', text: '讲个笑话', expect: { domain: 'chat', calls: [] }, tags: ['chat'] }),
  ]

  const scored = scoreCases([
    {
      case: cases[0]!,
      predicted: {
        domain: 'vehicle_control',
        calls: [{ ...ac24, params: { ...ac24.params, temperature: 25 } }],
      },
      latencyMs: 1,
    },
    { case: cases[1]!, predicted: { domain: 'vehicle_control', calls: [acOn] }, latencyMs: 2 },
    {
      case: cases[2]!,
      predicted: { domain: 'vehicle_control', calls: [allOpen], decision: 'confirm' },
      latencyMs: 3,
    },
    {
      case: cases[3]!,
      predicted: { domain: 'music', calls: [{ name: 'control_music', params: { action: 'play' } }] },
      latencyMs: 4,
    },
  ])

  it('computes the four accuracies', () => {
    expect(scored.cases).toBe(4)
    expect(scored.domainAccuracy).toBe(0.75)
    expect(scored.intentAccuracy).toBe(0.75)
    expect(scored.paramAccuracy).toBe(0.5)
    expect(scored.decisionAccuracy).toBe(0)
    expect(scored.decisionCases).toBe(1)
  })

  it('breaks the scores down per tag', () => {
    expect(scored.byTag.standard).toMatchObject({
      cases: 2,
      intentAccuracy: 1,
      paramAccuracy: 0.5,
      decisionAccuracy: null,
    })
    expect(scored.byTag.safety).toMatchObject({ cases: 1, paramAccuracy: 1, decisionAccuracy: 0 })
    expect(scored.byTag.chat).toMatchObject({ cases: 1, domainAccuracy: 0 })
  })

  it('lists each failure with what was expected, what came and what was missed', () => {
    expect(scored.failures.map((f) => [f.id, f.missed])).toEqual([
      ['a', ['params']],
      ['c', ['decision']],
      ['d', ['domain', 'intent', 'params']],
    ])
    expect(scored.failures[0]).toMatchObject({ text: '把空调调到24度', expected: { calls: [ac24] } })
  })

  it('reads a missing predicted decision as allow', () => {
    const allowCase = testCase({
      id: 'e',
      text: '打开空调',
      expect: { domain: 'vehicle_control', calls: [acOn], decision: 'allow' },
    })
    const result = scoreCases([
      { case: allowCase, predicted: { domain: 'vehicle_control', calls: [acOn] }, latencyMs: 1 },
    ])
    expect(result.decisionAccuracy).toBe(1)
  })

  it('scores an empty run as zeros', () => {
    expect(scoreCases([])).toMatchObject({ cases: 0, paramAccuracy: 0, decisionAccuracy: null, failures: [] })
  })
})
