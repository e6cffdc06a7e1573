import { expect, it } from 'vitest'
import { describeEachDriver, uid } from '../testing/driver-suite.ts'

// On PGlite the store remembers sessions; on PostgreSQL it reads them. Either way a read sees every change.
describeEachDriver('remembered sessions', (fixture) => {
  const created = async () => {
    const tenantId = uid('tenant')
    const session = await fixture.store.sessions.create({
      tenantId,
      app: 'cockpit',
      state: { vehicleId: 'a' },
    })
    await fixture.store.sessions.get(tenantId, session.id)
    return { tenantId, session }
  }

  it('reads an update, and a delete, made after the session was read', async () => {
    const { tenantId, session } = await created()
    await fixture.store.sessions.update(tenantId, session.id, { state: { vehicleId: 'b' } })
    expect((await fixture.store.sessions.get(tenantId, session.id))?.state).toEqual({ vehicleId: 'b' })
    await fixture.store.sessions.delete(tenantId, session.id)
    expect(await fixture.store.sessions.get(tenantId, session.id)).toBeUndefined()
  })

  it('never hands a remembered session to another tenant', async () => {
    const { session } = await created()
    expect(await fixture.store.sessions.get(uid('tenant'), session.id)).toBeUndefined()
  })

  it('reads a session that expired since as gone', async () => {
    const { tenantId, session } = await created()
    await fixture.store.sessions.update(tenantId, session.id, { expiresAt: new Date(Date.now() + 150) })
    expect(await fixture.store.sessions.get(tenantId, session.id)).toBeDefined()
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(await fixture.store.sessions.get(tenantId, session.id)).toBeUndefined()
  })

  it('moves its last activity when a turn is committed', async () => {
    const { tenantId, session } = await created()
    const checkpoint = {
      sessionId: session.id,
      runId: 'r',
      step: 1,
      savedAt: Date.now(),
      snapshot: {
        id: session.id,
        messages: [],
        pending: [],
        usage: { inputTokens: 0, outputTokens: 0, totalTokens: 0 },
      },
    }
    await new Promise((resolve) => setTimeout(resolve, 20))
    await fixture.store.turns.write({ checkpoint })
    const read = await fixture.store.sessions.get(tenantId, session.id)
    expect(read!.lastActiveAt.getTime()).toBeGreaterThan(session.lastActiveAt.getTime())
  })
})
