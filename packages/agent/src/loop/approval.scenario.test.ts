import { collectEvents, ScriptedModel } from '@mindwire/testkit'
import { describe, expect, it } from 'vitest'
import type { Guardrail } from '../guardrails/guardrail.ts'
import { type Car, car } from '../testing/car-fixture.ts'
import { createEngine } from './engine.ts'

describe('guardrails and confirmation', () => {
  it('confirm → accept: the call parks, the run ends awaiting input, accepting executes it and the model answers', async () => {
    const app = car()
    const model = new ScriptedModel([
      {
        toolCalls: [
          { name: 'set_windows', args: { percent: 100 }, id: 'w1' },
          { name: 'set_temperature', args: { celsius: 24 } },
        ],
      },
      { text: 'Windows are open.' },
    ])
    const session = createEngine({ model, tools: app.tools, guardrails: app.guardrails }).session({
      state: () => app.state,
    })
    const first = await collectEvents(session.send('open all windows and set 24 degrees'))
    expect(first.find((e) => e.type === 'confirm_required')).toMatchObject({
      callId: 'w1',
      ruleIds: ['all-windows'],
      message: 'Open all windows?',
    })
    expect(first.at(-1)).toMatchObject({
      type: 'done',
      finishReason: 'awaiting_input',
      pending: [{ callId: 'w1', reason: 'confirm' }],
    })
    expect(app.log).toEqual(['temp 24']) // the other call of the step still ran
    expect(model.callCount).toBe(1)

    const second = await collectEvents(session.confirm('w1', true))
    expect(second.find((e) => e.type === 'tool_result')).toMatchObject({
      callId: 'w1',
      status: 'ok',
      decision: 'allow',
    })
    expect(second.at(-1)).toMatchObject({ type: 'done', finishReason: 'stop', text: 'Windows are open.' })
    expect(app.log).toEqual(['temp 24', 'windows 100'])
    expect(session.pending).toEqual([])
  })

  it('confirm → reject: the call never runs and the model reads that the person declined', async () => {
    const app = car()
    const model = new ScriptedModel([
      { toolCalls: [{ name: 'set_windows', args: { percent: 100 }, id: 'w1' }] },
      { text: 'OK, I left the windows closed.' },
    ])
    const session = createEngine({ model, tools: app.tools, guardrails: app.guardrails }).session({
      state: () => app.state,
    })
    await session.send('open all windows').result
    const result = await session.confirm('w1', false).result
    expect(result).toMatchObject({ status: 'completed', text: 'OK, I left the windows closed.' })
    expect(app.log).toEqual([])
    const rejection = session.messages.find((m) => m.role === 'tool')
    expect(rejection).toMatchObject({ isError: true, output: { error: 'rejected_by_user' } })
  })

  it('asks the rules again on accept: a call that became unsafe meanwhile is blocked, not executed', async () => {
    const app = car()
    const model = new ScriptedModel([
      { toolCalls: [{ name: 'set_windows', args: { percent: 100 }, id: 'w1' }] },
      { text: 'Not at this speed.' },
    ])
    const session = createEngine({ model, tools: app.tools, guardrails: app.guardrails }).session({
      state: () => app.state,
    })
    await session.send('open all windows').result
    app.state.speed = 110
    const events = await collectEvents(session.confirm('w1', true))
    expect(events.find((e) => e.type === 'tool_result')).toMatchObject({
      status: 'blocked',
      decision: 'block',
      ruleIds: ['windows-over-80'],
    })
    expect(app.log).toEqual([])
  })

  it('blocks against live state and tells the model why', async () => {
    const app = car({ speed: 60 })
    const model = new ScriptedModel([
      { toolCalls: [{ name: 'open_trunk' }] },
      { text: 'I cannot open the trunk while driving.' },
    ])
    const session = createEngine({ model, tools: app.tools, guardrails: app.guardrails }).session({
      state: () => app.state,
    })
    const events = await collectEvents(session.send('open the trunk'))
    expect(events.find((e) => e.type === 'tool_result')).toMatchObject({
      status: 'blocked',
      output: { error: 'blocked_by_safety_rule', message: 'The car is moving; the trunk stays closed.' },
    })
    expect(app.state.trunk).toBe('closed')
  })

  it('warns and still executes', async () => {
    const app = car()
    const model = new ScriptedModel([
      { toolCalls: [{ name: 'set_temperature', args: { celsius: 16 } }] },
      { text: 'Set to 16.' },
    ])
    const session = createEngine({ model, tools: app.tools, guardrails: app.guardrails }).session({
      state: () => app.state,
    })
    const events = await collectEvents(session.send('16 degrees'))
    expect(events.find((e) => e.type === 'warning')).toMatchObject({ ruleId: 'extreme-temperature' })
    expect(events.find((e) => e.type === 'tool_result')).toMatchObject({ status: 'ok', decision: 'warn' })
    expect(app.state.temperature).toBe(16)
  })

  it('asks before a destructive tool unless configured otherwise', async () => {
    const app = car()
    const script = () =>
      new ScriptedModel([{ toolCalls: [{ name: 'erase_profiles', id: 'e1' }] }, { text: 'Erased.' }])
    const asking = createEngine({ model: script(), tools: app.tools }).session()
    expect((await asking.send('erase profiles').result).pending).toMatchObject([
      { callId: 'e1', ruleIds: ['destructive-tool'] },
    ])
    const trusting = createEngine({ model: script(), tools: app.tools, confirmDestructive: false }).session()
    expect((await trusting.send('erase profiles').result).status).toBe('completed')
    expect(app.log).toEqual(['erase'])
  })

  it('cancels waiting calls when the person says something new', async () => {
    const app = car()
    const model = new ScriptedModel([
      { toolCalls: [{ name: 'set_windows', args: { percent: 100 }, id: 'w1' }] },
      { toolCalls: [{ name: 'set_temperature', args: { celsius: 22 } }] },
      { text: 'Set to 22.' },
    ])
    const session = createEngine({ model, tools: app.tools, guardrails: app.guardrails }).session({
      state: () => app.state,
    })
    await session.send('open all windows').result
    const result = await session.send('never mind, 22 degrees').result
    expect(result.status).toBe('completed')
    expect(app.log).toEqual(['temp 22'])
    expect(session.messages.map((m) => m.role)).toEqual([
      'user',
      'assistant',
      'tool',
      'user',
      'assistant',
      'tool',
      'assistant',
    ])
    expect(session.messages[2]).toMatchObject({ output: { error: 'cancelled' } })
    expect((await session.confirm('w1', true).result).error).toMatchObject({ code: 'no_pending_call' })
  })

  it('rejects an answer for an unknown call without changing anything', async () => {
    const app = car()
    const model = new ScriptedModel([
      { toolCalls: [{ name: 'set_windows', args: { percent: 100 }, id: 'w1' }] },
    ])
    const session = createEngine({ model, tools: app.tools, guardrails: app.guardrails }).session({
      state: () => app.state,
    })
    await session.send('open all windows').result
    const before = session.snapshot()
    const result = await session.decide([
      { callId: 'w1', accepted: true },
      { callId: 'nope', accepted: true },
    ]).result
    expect(result.error).toMatchObject({ code: 'no_pending_call' })
    expect(session.snapshot()).toEqual(before)
    expect(app.log).toEqual([])
  })

  it('fails closed when a rule cannot be evaluated', async () => {
    const app = car()
    const broken: Guardrail<Car> = {
      id: 'broken',
      description: 'reads a missing sensor',
      when: () => {
        throw new Error('sensor offline')
      },
      action: 'warn',
      message: 'n/a',
    }
    const model = new ScriptedModel([
      { toolCalls: [{ name: 'open_trunk' }] },
      { text: 'Could not check safety.' },
    ])
    const session = createEngine({ model, tools: app.tools, guardrails: [broken] }).session({
      state: () => app.state,
    })
    const events = await collectEvents(session.send('open the trunk'))
    expect(events.find((e) => e.type === 'tool_result')).toMatchObject({ status: 'blocked' })
    expect(app.log).toEqual([])
  })
})
