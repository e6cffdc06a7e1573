import { expect, it } from 'vitest'
import { describeEachDriver, uid } from '../testing/driver-suite.ts'

describeEachDriver('quota reservations', (fixture) => {
  const since = new Date('2020-01-01T00:00:00Z')
  const tenant = async (tokenQuota: number) => {
    const id = uid('tenant')
    await fixture.store.tenants.create({ id, tokenQuota })
    return id
  }

  it('grants reservations while usage plus open reservations is below the quota', async () => {
    const tenantId = await tenant(100)
    const reserve = () =>
      fixture.store.quotas.reserve({ tenantId, quota: 100, since, tokens: 60, ttlMs: 60_000 })
    const first = await reserve()
    const second = await reserve()
    const third = await reserve()
    expect([first.granted, second.granted, third.granted]).toEqual([true, true, false])
    expect(third).toMatchObject({ used: 0, reserved: 120 })
    if (first.granted) await fixture.store.quotas.release(first.id)
    expect((await reserve()).granted).toBe(true)
  })

  it('counts booked usage and lets expired reservations lapse', async () => {
    const tenantId = await tenant(100)
    await fixture.store.usage.record({
      tenantId,
      sessionId: null,
      model: 'm',
      inputTokens: 90,
      outputTokens: 5,
      cost: 0,
    })
    const lapsing = await fixture.store.quotas.reserve({ tenantId, quota: 100, since, tokens: 50, ttlMs: 1 })
    expect(lapsing).toMatchObject({ granted: true, used: 95 })
    await new Promise((resolve) => setTimeout(resolve, 20))
    const next = await fixture.store.quotas.reserve({
      tenantId,
      quota: 100,
      since,
      tokens: 50,
      ttlMs: 60_000,
    })
    expect(next).toMatchObject({ granted: true, used: 95, reserved: 0 })
    const refused = await fixture.store.quotas.reserve({
      tenantId,
      quota: 100,
      since,
      tokens: 1,
      ttlMs: 60_000,
    })
    expect(refused).toMatchObject({ granted: false, used: 95, reserved: 50 })
  })

  it('holds under concurrent reservations: the open total never passes the quota by more than one', async () => {
    const tenantId = await tenant(100)
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        fixture.store.quotas.reserve({ tenantId, quota: 100, since, tokens: 30, ttlMs: 60_000 }),
      ),
    )
    // 0, 30, 60, 90 are below 100: four granted, the rest refused.
    expect(results.filter((r) => r.granted)).toHaveLength(4)
  })
})
