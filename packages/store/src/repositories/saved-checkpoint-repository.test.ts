import { expect, it } from 'vitest'
import { describeEachDriver, uid } from '../testing/driver-suite.ts'

describeEachDriver('saved checkpoints', (fixture) => {
  const save = (tenantId: string, userId: string, title = 'Bass patch') =>
    fixture.store.savedCheckpoints.create({
      tenantId,
      userId,
      title,
      snapshot: { nodes: [{ id: 'osc1' }], edges: [] },
    })

  it('saves a named checkpoint and reads it back', async () => {
    const tenantId = uid('tenant')
    const session = await fixture.store.sessions.create({ tenantId, app: 'synth' })
    const saved = await fixture.store.savedCheckpoints.create({
      tenantId,
      userId: 'ann',
      sessionId: session.id,
      title: 'Lead',
      snapshot: { bpm: 120 },
    })
    expect(saved).toMatchObject({
      tenantId,
      userId: 'ann',
      sessionId: session.id,
      title: 'Lead',
      snapshot: { bpm: 120 },
    })
    expect(await fixture.store.savedCheckpoints.get(tenantId, 'ann', saved.id)).toEqual(saved)
  })

  it("lists one owner's checkpoints, newest first", async () => {
    const tenantId = uid('tenant')
    // Saved back to back, so several share a millisecond: the order must not depend on the clock.
    const saved: string[] = []
    for (let i = 0; i < 12; i++) saved.push((await save(tenantId, 'ann', `patch ${i}`)).id)
    await save(tenantId, 'bob')
    await save(uid('tenant'), 'ann')
    expect((await fixture.store.savedCheckpoints.list(tenantId, 'ann')).map((c) => c.id)).toEqual(
      saved.reverse(),
    )
  })

  it('renames only when the owner and the id both match', async () => {
    const tenantId = uid('tenant')
    const saved = await save(tenantId, 'ann')
    expect(await fixture.store.savedCheckpoints.rename(tenantId, 'bob', saved.id, 'x')).toBeUndefined()
    expect(await fixture.store.savedCheckpoints.rename(uid('tenant'), 'ann', saved.id, 'x')).toBeUndefined()
    expect(await fixture.store.savedCheckpoints.rename(tenantId, 'ann', 'not-a-uuid', 'x')).toBeUndefined()
    const renamed = await fixture.store.savedCheckpoints.rename(tenantId, 'ann', saved.id, 'Renamed')
    expect(renamed).toMatchObject({ id: saved.id, title: 'Renamed', snapshot: saved.snapshot })
    expect(renamed!.updatedAt.getTime()).toBeGreaterThanOrEqual(saved.updatedAt.getTime())
  })

  it('deletes only when the owner and the id both match', async () => {
    const tenantId = uid('tenant')
    const saved = await save(tenantId, 'ann')
    expect(await fixture.store.savedCheckpoints.delete(tenantId, 'bob', saved.id)).toBe(false)
    expect(await fixture.store.savedCheckpoints.delete(uid('tenant'), 'ann', saved.id)).toBe(false)
    expect(await fixture.store.savedCheckpoints.get(tenantId, 'ann', saved.id)).toBeDefined()
    expect(await fixture.store.savedCheckpoints.delete(tenantId, 'ann', saved.id)).toBe(true)
    expect(await fixture.store.savedCheckpoints.get(tenantId, 'ann', saved.id)).toBeUndefined()
    expect(await fixture.store.savedCheckpoints.delete(tenantId, 'ann', saved.id)).toBe(false)
  })

  it('hides a checkpoint from other users of the same tenant', async () => {
    const tenantId = uid('tenant')
    const saved = await save(tenantId, 'ann')
    expect(await fixture.store.savedCheckpoints.get(tenantId, 'bob', saved.id)).toBeUndefined()
    expect(await fixture.store.savedCheckpoints.get(tenantId, 'ann', 'not-a-uuid')).toBeUndefined()
  })
})
