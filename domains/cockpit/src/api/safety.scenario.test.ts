import { randomUUID } from 'node:crypto'
import { ScriptedModel } from '@mindwire/testkit'
import { aguiAgent, runAgui } from '@mindwire/testkit/agui'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type CockpitTestServer, startCockpitServer } from '../testing/cockpit-test-server.ts'
import { drive as driveAt } from '../testing/dialog-call.ts'

let t: CockpitTestServer
beforeAll(async () => {
  t = await startCockpitServer({ confirmTtlMs: 400 })
})
afterAll(() => t.close())

const drive = (vehicleId: string, speed: number) => driveAt(t, vehicleId, speed)

const state = async (vehicleId: string) => (await t.call(`/api/v1/vehicle/${vehicleId}/state`)).json.data

describe('safety rules in the dialog API', () => {
  it('blocks every window opened wide above 80 km/h and says why', async () => {
    await drive('car-fast', 110)
    const { json } = await t.call('/api/v1/dialog', {
      body: { sessionId: randomUUID(), vehicleId: 'car-fast', text: '把车窗全部打开' },
    })
    expect(json.data.commands).toMatchObject([
      { intent: 'control_window.open', status: 'rejected', decision: 'block' },
    ])
    expect(json.data.requiresConfirmation).toBe(false)
    expect((await state('car-fast')).windows).toEqual({
      frontLeft: 0,
      frontRight: 0,
      rearLeft: 0,
      rearRight: 0,
    })
  })

  it('confirm → accept: the all-windows command waits, then runs', async () => {
    const sessionId = randomUUID()
    const { json } = await t.call('/api/v1/dialog', {
      body: { sessionId, vehicleId: 'car-park', text: '把车窗全部打开' },
    })
    expect(json.data).toMatchObject({
      requiresConfirmation: true,
      confirmationMessage: '确认要操作所有车窗吗？',
    })
    const [command] = json.data.commands
    expect(command).toMatchObject({ status: 'pending', decision: 'confirm', requiresConfirmation: true })
    expect((await state('car-park')).windows.frontLeft).toBe(0)
    const confirmed = await t.call('/api/v1/dialog/confirm', {
      body: { sessionId, commandId: command.id, confirmed: true },
    })
    expect(confirmed.json.data.commands).toMatchObject([{ id: command.id, status: 'executed' }])
    expect(confirmed.json.data.text).toContain('所有车窗已打开')
    expect((await state('car-park')).windows).toEqual({
      frontLeft: 100,
      frontRight: 100,
      rearLeft: 100,
      rearRight: 100,
    })
    const again = await t.call('/api/v1/dialog/confirm', {
      body: { sessionId, commandId: command.id, confirmed: true },
    })
    expect([again.status, again.json.error.code]).toEqual([409, 'no_pending_call'])
  })

  it('one confirmation window on every wire: an AG-UI approval after the cockpit’s window does not run', async () => {
    await t.call('/api/v1/vehicles', { body: { id: 'car-agui-late', simulator: true } })
    const agent = aguiAgent(`${t.url}/api/agui/nlc`, t.key, 'thread-agui-late', {
      vehicleId: 'car-agui-late',
    })
    agent.addMessage({ id: 'u-0', role: 'user', content: '把车窗全部打开' })
    const asked = await runAgui(agent)
    const [interrupt] = (
      asked.events.at(-1) as unknown as { outcome: { interrupts: { id: string; expiresAt: string }[] } }
    ).outcome.interrupts
    // The interrupt says the cockpit's window (400 ms here), not the approvals' default of ten minutes.
    expect(Date.parse(interrupt!.expiresAt) - Date.now()).toBeLessThanOrEqual(400)
    await new Promise((resolve) => setTimeout(resolve, 500))
    // Sent raw: @ag-ui/client itself refuses to approve an interrupt past its expiry.
    const late = await fetch(`${t.url}/api/agui/nlc`, {
      method: 'POST',
      headers: { authorization: `Bearer ${t.key}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        threadId: 'thread-agui-late',
        runId: 'r-late',
        messages: [],
        resume: [{ interruptId: interrupt!.id, status: 'resolved', payload: { approved: true } }],
      }),
    })
    expect(late.status).toBe(200)
    expect(await late.text()).toContain('approval_expired')
    expect((await state('car-agui-late')).windows.frontLeft).toBe(0)
  })

  it('confirm → reject: nothing moves', async () => {
    const sessionId = randomUUID()
    const { json } = await t.call('/api/v1/dialog', {
      body: { sessionId, vehicleId: 'car-reject', text: '关闭所有车窗' },
    })
    const rejected = await t.call('/api/v1/dialog/confirm', {
      body: { sessionId, commandId: json.data.commands[0].id, confirmed: false },
    })
    expect(rejected.json.data.commands).toMatchObject([{ status: 'rejected' }])
    expect(rejected.json.data.text).toContain('取消')
  })

  it('re-checks a confirmed command against the state at confirmation time', async () => {
    const sessionId = randomUUID()
    const { json } = await t.call('/api/v1/dialog', {
      body: { sessionId, vehicleId: 'car-speedup', text: '把车窗全部打开' },
    })
    await drive('car-speedup', 100)
    const confirmed = await t.call('/api/v1/dialog/confirm', {
      body: { sessionId, commandId: json.data.commands[0].id, confirmed: true },
    })
    expect(confirmed.json.data.commands).toMatchObject([{ status: 'rejected', decision: 'block' }])
    expect((await state('car-speedup')).windows.frontLeft).toBe(0)
  })

  it('lets a confirmation expire', async () => {
    const sessionId = randomUUID()
    const { json } = await t.call('/api/v1/dialog', {
      body: { sessionId, vehicleId: 'car-slow', text: '打开所有车窗' },
    })
    await new Promise((resolve) => setTimeout(resolve, 500))
    const late = await t.call('/api/v1/dialog/confirm', {
      body: { sessionId, commandId: json.data.commands[0].id, confirmed: true },
    })
    expect(late.status).toBe(410)
    expect(late.json.error.message).toContain('超时')
    expect((await state('car-slow')).windows.frontLeft).toBe(0)
  })

  it('warns about an extreme temperature and still sets it', async () => {
    const { json } = await t.call('/api/v1/dialog', {
      body: { sessionId: randomUUID(), vehicleId: 'car-cold', text: '空调调到16度' },
    })
    expect(json.data.commands).toMatchObject([{ status: 'executed', decision: 'warn' }])
    expect((await state('car-cold')).ac.temperature).toBe(16)
  })
})

describe('a fleet over its token quota', () => {
  it('still drives on the offline fast path, which spends nothing; no model is called', async () => {
    const llm = new ScriptedModel([{ text: '好的' }])
    const fleet = await startCockpitServer({ model: () => llm, tokenQuota: 100 })
    try {
      await fleet.store.usage.record({
        tenantId: 'fleet',
        sessionId: null,
        model: 'openai:gpt-4o-mini',
        inputTokens: 80,
        outputTokens: 20,
        cost: 0,
      })
      const { json } = await fleet.call('/api/v1/dialog', {
        body: { sessionId: randomUUID(), vehicleId: 'car-broke', text: '打开空调' },
      })
      expect(json.data.commands).toMatchObject([{ intent: 'control_ac.turn_on', status: 'executed' }])
      expect(llm.callCount).toBe(0)
      expect(await fleet.store.usage.tokensSince('fleet', new Date(0))).toBe(100)
    } finally {
      await fleet.close()
    }
  })
})
