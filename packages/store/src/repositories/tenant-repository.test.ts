import { expect, it } from 'vitest'
import { describeEachDriver, uid } from '../testing/driver-suite.ts'

describeEachDriver('tenants', (fixture) => {
  it('creates a tenant with defaults and reads it back', async () => {
    const id = uid('tenant')
    const created = await fixture.store.tenants.create({ id })
    expect(created).toMatchObject({
      id,
      name: id,
      tokenQuota: null,
      quotaPeriod: 'month',
      rateLimitPerMinute: null,
    })
    expect(created.createdAt).toBeInstanceOf(Date)
    expect(await fixture.store.tenants.get(id)).toEqual(created)
  })

  it('keeps quotas larger than 32 bits as numbers', async () => {
    const id = uid('tenant')
    await fixture.store.tenants.create({
      id,
      name: 'Big',
      tokenQuota: 5_000_000_000,
      quotaPeriod: 'day',
      rateLimitPerMinute: 60,
    })
    expect(await fixture.store.tenants.get(id)).toMatchObject({
      name: 'Big',
      tokenQuota: 5_000_000_000,
      quotaPeriod: 'day',
      rateLimitPerMinute: 60,
    })
  })

  it('refuses a second tenant with the same id', async () => {
    const id = uid('tenant')
    await fixture.store.tenants.create({ id })
    await expect(fixture.store.tenants.create({ id })).rejects.toMatchObject({
      name: 'StoreError',
      code: 'conflict',
    })
  })

  it('updates only the given fields, and null clears a limit', async () => {
    const id = uid('tenant')
    await fixture.store.tenants.create({ id, name: 'Before', tokenQuota: 100, rateLimitPerMinute: 10 })
    const updated = await fixture.store.tenants.update(id, { name: 'After', tokenQuota: null })
    expect(updated).toMatchObject({
      name: 'After',
      tokenQuota: null,
      rateLimitPerMinute: 10,
      quotaPeriod: 'month',
    })
    expect(await fixture.store.tenants.get(id)).toEqual(updated)
    expect(await fixture.store.tenants.update(id, {})).toEqual(updated)
  })

  it('answers undefined for a tenant that does not exist', async () => {
    expect(await fixture.store.tenants.get(uid('missing'))).toBeUndefined()
    expect(await fixture.store.tenants.update(uid('missing'), { name: 'x' })).toBeUndefined()
  })
})
