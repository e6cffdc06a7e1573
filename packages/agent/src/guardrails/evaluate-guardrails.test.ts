import { describe, expect, it } from 'vitest'
import { DESTRUCTIVE_RULE_ID, evaluateGuardrails } from './evaluate-guardrails.ts'
import type { Guardrail } from './guardrail.ts'

const rules: Guardrail<{ speed: number }>[] = [
  { id: 'warn-any', description: '', when: () => true, action: 'warn', message: 'heads up' },
  {
    id: 'confirm-all',
    description: '',
    when: (c) => c.args.position === 'all',
    action: 'confirm',
    message: 'all windows?',
  },
  {
    id: 'block-fast',
    description: '',
    when: (c, s) => s.speed > 80 && c.args.percent > 50,
    action: 'block',
    message: 'too fast',
  },
]

describe('evaluateGuardrails', () => {
  it('allows when no rule matches', () => {
    expect(evaluateGuardrails([], { name: 'x', args: {} }, { speed: 0 })).toEqual({
      action: 'allow',
      matches: [],
    })
  })

  it('lets the strongest match win and reports all matches strongest first', () => {
    const decision = evaluateGuardrails(
      rules,
      { name: 'w', args: { position: 'all', percent: 100 } },
      { speed: 100 },
    )
    expect(decision.action).toBe('block')
    expect(decision.matches.map((m) => m.ruleId)).toEqual(['block-fast', 'confirm-all', 'warn-any'])
    expect(
      evaluateGuardrails(rules, { name: 'w', args: { position: 'all', percent: 100 } }, { speed: 10 }).action,
    ).toBe('confirm')
    expect(evaluateGuardrails(rules, { name: 'w', args: {} }, { speed: 10 }).action).toBe('warn')
  })

  it('skips confirm rules already accepted but never block rules', () => {
    const confirmed = new Set(['confirm-all', 'block-fast'])
    const call = { name: 'w', args: { position: 'all', percent: 100 } }
    expect(evaluateGuardrails(rules, call, { speed: 10 }, { confirmed }).action).toBe('warn')
    expect(evaluateGuardrails(rules, call, { speed: 100 }, { confirmed }).action).toBe('block')
  })

  it('asks before destructive tools until confirmed', () => {
    expect(
      evaluateGuardrails([], { name: 'delete_module', args: {} }, {}, { destructive: true }).matches,
    ).toEqual([
      {
        ruleId: DESTRUCTIVE_RULE_ID,
        action: 'confirm',
        message: 'delete_module cannot be undone; go ahead?',
      },
    ])
    const confirmed = new Set([DESTRUCTIVE_RULE_ID])
    expect(
      evaluateGuardrails([], { name: 'delete_module', args: {} }, {}, { destructive: true, confirmed })
        .action,
    ).toBe('allow')
  })

  it('renders message functions with the call and state', () => {
    const rule: Guardrail<{ speed: number }> = {
      id: 'speed',
      description: '',
      when: () => true,
      action: 'block',
      message: (call, state) => `${call.name} refused at ${state.speed} km/h`,
    }
    expect(
      evaluateGuardrails([rule], { name: 'open_door', args: {} }, { speed: 50 }).matches[0]!.message,
    ).toBe('open_door refused at 50 km/h')
  })
})
