import { evaluateGuardrails, type GuardDecisionAction } from '@mindwire/agent'
import { describe, expect, it } from 'vitest'
import type { CockpitState } from '../cockpit-state.ts'
import { defaultVehicleState } from '../vehicle/vehicle-state.ts'
import { RuleBook } from './rule-book.ts'

const SPEEDS = [0, 0.5, 1, 30, 80, 119.9, 120, 120.1, 130, 200]
type Call = { name: string; args: Record<string, any> }

/** Every sunroof, mirror, screen and exterior-light call of the round-2 catalogue. */
function candidates(): Call[] {
  const calls: Call[] = []
  for (const part of ['glass', 'shade']) {
    for (const action of ['open', 'close', 'tilt'])
      calls.push({ name: 'control_sunroof', args: { part, action } })
    for (let open = 0; open <= 100; open += 10)
      calls.push({ name: 'control_sunroof', args: { part, action: 'set_position', open_percentage: open } })
  }
  for (const side of ['left', 'right', 'all'])
    for (const action of ['fold', 'unfold', 'heating_on', 'heating_off'])
      calls.push({ name: 'control_mirror', args: { side, action } })
  for (const screen of ['center', 'instrument', 'passenger', 'rear']) {
    for (const action of ['turn_on', 'turn_off'])
      calls.push({ name: 'control_screen', args: { screen, action } })
    for (const brightness of [0, 5, 9, 10, 50, 100])
      calls.push({ name: 'control_screen', args: { screen, action: 'set_brightness', brightness } })
  }
  for (const light_type of ['headlight', 'high_beam', 'fog', 'position'])
    for (const action of ['turn_on', 'turn_off'])
      calls.push({ name: 'control_light', args: { light_type, action } })
  return calls
}

/** The round-2 rules as COCKPIT_CONTRACT.md states them, written apart from the configuration file. */
function oracle(call: Call, state: CockpitState): GuardDecisionAction {
  const moving = state.speed > 0
  const { action } = call.args
  if (call.name === 'control_sunroof') {
    const wide = action === 'open' || (action === 'set_position' && call.args.open_percentage > 50)
    return wide && state.speed > 120 ? 'confirm' : 'allow'
  }
  if (call.name === 'control_mirror') return action === 'fold' && moving ? 'block' : 'allow'
  if (call.name === 'control_screen' && call.args.screen === 'instrument' && moving) {
    const dark = action === 'turn_off' || (action === 'set_brightness' && call.args.brightness < 10)
    return dark ? 'block' : 'allow'
  }
  if (call.name === 'control_light' && action === 'turn_off' && moving)
    return ['headlight', 'position'].includes(call.args.light_type) ? 'warn' : 'allow'
  return 'allow'
}

describe('round-2 safety rules', () => {
  it('decide every sunroof, mirror, screen and exterior-light call as the contract says, at every speed', () => {
    const rules = new RuleBook().rules
    const seen = new Set<GuardDecisionAction>()
    for (const speed of SPEEDS) {
      const state: CockpitState = {
        ...defaultVehicleState({ speed, gear: speed > 0 ? 'D' : 'P' }),
        vehicleId: 'gen',
      }
      for (const call of candidates()) {
        const expected = oracle(call, state)
        seen.add(expected)
        const decided = evaluateGuardrails(rules, call, state).action
        expect(decided, `${call.name} ${JSON.stringify(call.args)} at ${speed} km/h`).toBe(expected)
      }
    }
    expect([...seen].sort()).toEqual(['allow', 'block', 'confirm', 'warn'])
  })

  it('say why in Chinese', () => {
    const state: CockpitState = { ...defaultVehicleState({ speed: 60 }), vehicleId: 'v' }
    const fold = evaluateGuardrails(
      new RuleBook().rules,
      { name: 'control_mirror', args: { side: 'all', action: 'fold' } },
      state,
    )
    expect(fold).toMatchObject({
      action: 'block',
      matches: [{ message: '车辆正在行驶，为了安全不能折叠后视镜' }],
    })
  })
})
