import { expect, it } from 'vitest'
import { describeEachDriver, uid } from '../testing/driver-suite.ts'

describeEachDriver('handoffs', (fixture) => {
  it('reads a handoff back within its tenant until it expires', async () => {
    const tenantId = uid('tenant')
    const session = await fixture.store.sessions.create({ tenantId, app: 'xi-studio' })
    const input = {
      tenantId,
      sessionId: session.id,
      fromApp: 'xi-studio',
      toApp: 'xi-tune',
      intent: 'auto-tune',
    }
    const live = await fixture.store.handoffs.create({
      ...input,
      context: { projectId: 'p1' },
      ttlMs: 60_000,
    })
    expect(await fixture.store.handoffs.get(tenantId, live.id)).toMatchObject({
      ...input,
      context: { projectId: 'p1' },
    })
    expect(await fixture.store.handoffs.get(uid('tenant'), live.id)).toBeUndefined()
    expect(await fixture.store.handoffs.get(tenantId, 'not-a-uuid')).toBeUndefined()
    const expired = await fixture.store.handoffs.create({ ...input, ttlMs: 0 })
    expect(await fixture.store.handoffs.get(tenantId, expired.id)).toBeUndefined()
    await expect(
      fixture.store.handoffs.create({ ...input, sessionId: uid('missing'), ttlMs: 1000 }),
    ).rejects.toMatchObject({ code: 'session_not_found' })
  })
})
