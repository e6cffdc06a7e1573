import { randomUUID } from 'node:crypto'
import { TurnLedger } from '@mindwire/server'
import { openStore, type Store } from '@mindwire/store'
import Fastify from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { commandRecorder } from './command-recorder.ts'
import { dialogResponse } from './dialog-response.ts'

let store: Store
beforeAll(async () => {
  store = await openStore({ memory: true })
  await store.tenants.create({ id: 'fleet' })
})
afterAll(() => store.close())

const meta = { latencyMs: 1, modelUsed: null }
const ranTrunk = [
  {
    type: 'tool_call',
    step: 1,
    callId: 'c1',
    name: 'control_trunk',
    args: { action: 'open' },
    kind: 'server',
  },
  {
    type: 'tool_result',
    step: 1,
    callId: 'c1',
    name: 'control_trunk',
    status: 'ok',
    decision: 'allow',
    output: { message: '后备箱已打开' },
    ruleIds: [],
  },
] as const

describe('a command whose record cannot be written', () => {
  it('is reported truthfully: success false with record_failed, and listed as executed', async () => {
    // The session row does not exist: the commands table's foreign key refuses the insert.
    const recorder = commandRecorder({
      store,
      tenantId: 'fleet',
      sessionId: randomUUID(),
      vehicleId: 'fleet/car',
      confirmTtlMs: 60_000,
      log: Fastify().log,
    })
    for (const event of ranTrunk) recorder.onEvent(event as never)
    const turn = new TurnLedger()
    turn.commandsFrom(recorder.stepRows)
    await recorder.settle()
    await expect(turn.commit(store)).rejects.toMatchObject({ code: 'session_not_found' })
    await recorder.settled()
    expect(recorder.commands()).toEqual([])
    expect(recorder.failureId()).toMatch(/^[0-9a-f-]{36}$/)
    const events = [
      { type: 'tool_result', id: 'c1', name: 'control_trunk', status: 'ok', decision: 'allow', output: {} },
      { type: 'done', finishReason: 'stop', usage: { prompt: 0, completion: 0 }, text: 'ok', pending: [] },
    ] as const
    const recorded = {
      rows: recorder.commands(),
      unrecorded: recorder.unrecorded(),
      failureId: recorder.failureId(),
    }
    const response = dialogResponse('s', events as never, recorded, meta)
    expect(response.success).toBe(false)
    expect(response.error).toMatchObject({ code: 'record_failed', errorId: recorder.failureId() })
    expect(response.data.commands).toMatchObject([
      { id: 'c1', intent: 'control_trunk.open', status: 'executed', message: '后备箱已打开' },
    ])
  })
})
