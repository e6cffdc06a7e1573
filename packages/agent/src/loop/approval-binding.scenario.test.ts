import { collectEvents, ScriptedModel } from '@mindwire/testkit'
import { describe, expect, it } from 'vitest'
import { AgentError } from '../errors.ts'
import { car } from '../testing/car-fixture.ts'
import { approvalHash } from './approval.ts'
import { createEngine } from './engine.ts'
import type { Decision } from './resolve-decisions.ts'

/** The fixture car with a model that asks to open the windows fully (call w1), then answers. */
function carAsking(approvalTtlMs?: number) {
  const app = car()
  const model = new ScriptedModel([
    { toolCalls: [{ name: 'set_windows', args: { percent: 100 }, id: 'w1' }] },
    { text: 'Done.' },
  ])
  const engine = createEngine({ model, tools: app.tools, guardrails: app.guardrails, approvalTtlMs })
  const ran = () => app.log.filter((line) => line.startsWith('windows'))
  return { state: app.state, ran, session: engine.session({ state: () => app.state }) }
}

/** The code of the error an answer is refused with (it must be refused). */
async function refusal(session: { checkDecisions(d: Decision[]): Promise<unknown> }, decision: Decision) {
  return (await rejected(session.checkDecisions([decision]))).code
}

async function rejected(promise: Promise<unknown>): Promise<AgentError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  )
  expect(error).toBeInstanceOf(AgentError)
  return error as AgentError
}

describe('approvals bound to their call', () => {
  it('approve with edits: the edited arguments run, and only they', async () => {
    const app = carAsking()
    await app.session.send('open the windows').result
    const events = await collectEvents(
      app.session.decide([{ callId: 'w1', accepted: true, args: { percent: 30 } }]),
    )
    expect(events.find((e) => e.type === 'tool_result')).toMatchObject({
      status: 'ok',
      output: { windows: 30 },
    })
    expect(app.ran()).toEqual(['windows 30'])
  })

  it('edited arguments that do not validate are refused and the call still waits', async () => {
    const app = carAsking()
    await app.session.send('open the windows').result
    expect(await refusal(app.session, { callId: 'w1', accepted: true, args: { percent: 400 } })).toBe(
      'invalid_decision',
    )
    const events = await collectEvents(
      app.session.decide([{ callId: 'w1', accepted: true, args: { percent: 400 } }]),
    )
    expect(events.at(-1)).toMatchObject({ type: 'error', error: { code: 'invalid_decision' } })
    expect(app.ran()).toEqual([])
    expect(app.session.pending.map((call) => call.callId)).toEqual(['w1'])
  })

  it('edits are asked about by rules the person has not seen: an edit a rule blocks does not run', async () => {
    const app = carAsking()
    await app.session.send('open the windows').result
    app.state.speed = 100
    const events = await collectEvents(
      app.session.decide([{ callId: 'w1', accepted: true, args: { percent: 90 } }]),
    )
    expect(events.find((e) => e.type === 'tool_result')).toMatchObject({
      status: 'blocked',
      ruleIds: ['windows-over-80'],
    })
    expect(app.ran()).toEqual([])
  })

  it('an answer given for other arguments (another hash) changes nothing', async () => {
    const app = carAsking()
    await app.session.send('open the windows').result
    const other = await approvalHash({ name: 'set_windows', args: { percent: 10 } })
    expect(await refusal(app.session, { callId: 'w1', accepted: true, argsHash: other })).toBe(
      'approval_mismatch',
    )
    expect(app.ran()).toEqual([])
    const own = await approvalHash({ name: 'set_windows', args: { percent: 100 } })
    await app.session.decide([{ callId: 'w1', accepted: true, argsHash: own }]).result
    expect(app.ran()).toEqual(['windows 100'])
  })

  it('the hash does not depend on key order', async () => {
    expect(await approvalHash({ name: 't', args: { a: 1, b: [1, { d: 2, c: 3 }] } })).toBe(
      await approvalHash({ name: 't', args: { b: [1, { c: 3, d: 2 }], a: 1 } }),
    )
    expect(await approvalHash({ name: 't', args: { a: 1 } })).not.toBe(
      await approvalHash({ name: 't', args: { a: 2 } }),
    )
  })

  it('an acceptance after the expiry does not run the call and the model reads why', async () => {
    const app = carAsking(0)
    const first = await collectEvents(app.session.send('open the windows'))
    expect(first.find((e) => e.type === 'confirm_required')).toMatchObject({ expiresAt: expect.any(Number) })
    const events = await collectEvents(app.session.confirm('w1', true))
    expect(events.find((e) => e.type === 'tool_result')).toMatchObject({
      status: 'cancelled',
      output: { error: 'approval_expired' },
    })
    expect(app.ran()).toEqual([])
  })

  it('a declined call never executes, even with edits offered', async () => {
    const app = carAsking()
    await app.session.send('open the windows').result
    expect(await refusal(app.session, { callId: 'w1', accepted: false, args: { percent: 5 } })).toBe(
      'invalid_decision',
    )
    await app.session.confirm('w1', false).result
    expect(app.ran()).toEqual([])
    expect(app.state.windows).toBe(0)
  })
})
