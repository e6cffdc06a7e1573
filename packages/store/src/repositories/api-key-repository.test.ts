import { expect, it } from 'vitest'
import { describeEachDriver, uid } from '../testing/driver-suite.ts'
import { hashApiKey } from './api-key-repository.ts'

describeEachDriver('api keys', (fixture) => {
  const tenant = async () => (await fixture.store.tenants.create({ id: uid('tenant') })).id

  it('returns the key once and verifies it to its tenant', async () => {
    const tenantId = await tenant()
    const { key, record } = await fixture.store.apiKeys.create(tenantId, 'ci')
    expect(key).toMatch(/^mw_[A-Za-z0-9_-]{43}$/)
    expect(record).toMatchObject({ tenantId, name: 'ci', prefix: key.slice(0, 11), revokedAt: null })
    expect(await fixture.store.apiKeys.verify(key)).toEqual({
      tenantId,
      keyId: record.id,
      vehicleId: null,
      userId: null,
    })
  })

  it('stores only the hash, never the plaintext', async () => {
    const tenantId = await tenant()
    const { key, record } = await fixture.store.apiKeys.create(tenantId)
    const rows = await fixture.query<Record<string, unknown>>('select * from api_keys where id = $1', [
      record.id,
    ])
    expect(rows).toHaveLength(1)
    expect(rows[0]!.key_hash).toBe(hashApiKey(key))
    expect(JSON.stringify(rows)).not.toContain(key.slice(11))
  })

  it('rejects unknown, altered and malformed keys', async () => {
    const { key } = await fixture.store.apiKeys.create(await tenant())
    expect(await fixture.store.apiKeys.verify(`${key}x`)).toBeUndefined()
    expect(await fixture.store.apiKeys.verify(key.slice(0, -1))).toBeUndefined()
    expect(await fixture.store.apiKeys.verify('')).toBeUndefined()
    expect(await fixture.store.apiKeys.verify('not a key')).toBeUndefined()
  })

  it('a revoked key no longer verifies; only its own tenant can revoke it', async () => {
    const tenantId = await tenant()
    const other = await tenant()
    const { key, record } = await fixture.store.apiKeys.create(tenantId)
    expect(await fixture.store.apiKeys.revoke(other, record.id)).toBe(false)
    expect(await fixture.store.apiKeys.verify(key)).toBeDefined()
    expect(await fixture.store.apiKeys.revoke(tenantId, record.id)).toBe(true)
    expect(await fixture.store.apiKeys.verify(key)).toBeUndefined()
    expect(await fixture.store.apiKeys.revoke(tenantId, record.id)).toBe(false)
    expect(await fixture.store.apiKeys.revoke(tenantId, 'not-a-uuid')).toBe(false)
  })

  it('counts every key created, revoked ones included', async () => {
    const before = await fixture.store.apiKeys.count()
    const tenantId = await tenant()
    const { record } = await fixture.store.apiKeys.create(tenantId)
    await fixture.store.apiKeys.create(tenantId)
    await fixture.store.apiKeys.revoke(tenantId, record.id)
    expect(await fixture.store.apiKeys.count()).toBe(before + 2)
  })

  it('refuses a key for a tenant that does not exist', async () => {
    await expect(fixture.store.apiKeys.create(uid('missing'))).rejects.toMatchObject({
      code: 'tenant_not_found',
    })
  })
})
