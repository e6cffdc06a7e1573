import { expect, it } from 'vitest'
import { describeEachDriver, uid } from '../testing/driver-suite.ts'

describeEachDriver('audit', (fixture) => {
  const at = (minutes: number) => new Date(Date.UTC(2030, 0, 1, 0, minutes))

  it('lists a tenant’s entries newest first', async () => {
    const tenantId = uid('tenant')
    const entry = { tenantId, userId: 'ann', model: 'qwen', tokens: 42 }
    await fixture.store.audit.record({ ...entry, action: 'chat', detail: { sessionId: 's1' }, at: at(1) })
    await fixture.store.audit.record({
      ...entry,
      action: 'tool_execute',
      detail: { name: 'control_ac' },
      at: at(2),
    })
    await fixture.store.audit.record({
      ...entry,
      tenantId: uid('tenant'),
      action: 'chat',
      detail: null,
      at: at(3),
    })
    const entries = await fixture.store.audit.list(tenantId)
    expect(entries.map((e) => e.action)).toEqual(['tool_execute', 'chat'])
    expect(entries[1]).toMatchObject({
      tenantId,
      userId: 'ann',
      action: 'chat',
      model: 'qwen',
      tokens: 42,
      detail: { sessionId: 's1' },
      at: at(1),
    })
    expect(entries[1]!.id).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('keeps the order of one batch, whose entries share a moment', async () => {
    const tenantId = uid('tenant')
    const actions = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']
    await fixture.store.audit.recordAll(
      actions.map((action) => ({
        tenantId,
        userId: null,
        action,
        model: null,
        tokens: 0,
        detail: null,
        at: at(5),
      })),
    )
    expect((await fixture.store.audit.list(tenantId)).map((e) => e.action)).toEqual(actions.reverse())
  })

  it('filters by action and honours the limit', async () => {
    const tenantId = uid('tenant')
    for (const [i, action] of ['login', 'chat', 'chat', 'chat'].entries()) {
      await fixture.store.audit.record({
        tenantId,
        userId: null,
        action,
        model: null,
        tokens: 0,
        detail: { i },
        at: at(i),
      })
    }
    expect((await fixture.store.audit.list(tenantId, { action: 'chat' })).map((e) => e.detail)).toEqual([
      { i: 3 },
      { i: 2 },
      { i: 1 },
    ])
    expect((await fixture.store.audit.list(tenantId, { limit: 2 })).map((e) => e.detail)).toEqual([
      { i: 3 },
      { i: 2 },
    ])
    expect(await fixture.store.audit.list(uid('tenant'))).toEqual([])
  })

  it('records at the current time when no moment is given', async () => {
    const tenantId = uid('tenant')
    await fixture.store.audit.record({
      tenantId,
      userId: null,
      action: 'session_delete',
      model: null,
      tokens: 0,
      detail: {},
    })
    const [entry] = await fixture.store.audit.list(tenantId)
    expect(Math.abs(entry!.at.getTime() - Date.now())).toBeLessThan(60_000)
  })
})
