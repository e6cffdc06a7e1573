import { describe, expect, it } from 'vitest'
import { breakdown, outcomeOf } from './breakdown.ts'
import { type CaseResult, type EvalCall, EvalCase } from './eval-case.ts'

const acOff = { name: 'control_ac', params: { action: 'turn_off' } }
const allOpen = { name: 'control_window', params: { position: 'all', action: 'open' } }
const allClose = { name: 'control_window', params: { position: 'all', action: 'close' } }

function result(id: string, expected: EvalCall[], got: EvalCall[]): CaseResult {
  const domain = expected.length === 0 ? 'chat' : 'vehicle_control'
  return {
    case: EvalCase.parse({ id, text: id, expect: { domain, calls: expected } }),
    predicted: { domain, calls: got },
    latencyMs: 0.1,
  }
}

describe('evaluation breakdown', () => {
  const results = [
    result('right', [acOff], [acOff]),
    result('abstained', [acOff], []),
    // "关空调，打开所有车窗" with one action's verb applied to the next object.
    result('swapped', [acOff, allOpen], [acOff, allClose]),
    result('swapped-again', [acOff, allOpen], [allClose, acOff]),
    result('false-action', [], [allOpen]),
    result('quiet', [], []),
  ]

  it('tells abstentions from wrong calls and from actions where nothing should run', () => {
    expect(results.map(outcomeOf)).toEqual([
      'correct',
      'abstained',
      'wrong_call',
      'wrong_call',
      'false_action',
      'correct',
    ])
    expect(breakdown(results).outcomes).toEqual({ correct: 2, abstained: 1, wrong_call: 2, false_action: 1 })
  })

  it('scores each expected function, and the cases where nothing should run as (none)', () => {
    const byName = Object.fromEntries(breakdown(results).byFunction.map((f) => [f.name, f]))
    expect(byName.control_ac).toMatchObject({ cases: 4, intentAccuracy: 0.25, paramAccuracy: 0.25 })
    expect(byName.control_window).toMatchObject({ cases: 2, intentAccuracy: 0 })
    expect(byName['(none)']).toMatchObject({ cases: 2, intentAccuracy: 0.5 })
  })

  it('lists confusions by name.action, the most frequent first, order of calls aside', () => {
    expect(breakdown(results).confusion).toEqual([
      {
        expected: 'control_ac.turn_off + control_window.open',
        got: 'control_ac.turn_off + control_window.close',
        count: 2,
      },
      { expected: '(nothing)', got: 'control_window.open', count: 1 },
      { expected: 'control_ac.turn_off', got: '(nothing)', count: 1 },
    ])
  })
})
