import { expect, it } from 'vitest'
import { describeEachDriver, uid } from '../testing/driver-suite.ts'

describeEachDriver('usage', (fixture) => {
  const since = new Date('2030-01-01T00:00:00Z')
  const at = (minutes: number) => new Date(since.getTime() + minutes * 60_000)

  it('sums the tokens a tenant used since a moment', async () => {
    const tenantId = uid('tenant')
    const base = { tenantId, sessionId: null, model: 'qwen-plus', cost: 0.001 }
    await fixture.store.usage.record({ ...base, inputTokens: 100, outputTokens: 20, at: at(-1) })
    await fixture.store.usage.record({ ...base, inputTokens: 300, outputTokens: 40, at: at(1) })
    await fixture.store.usage.record({
      ...base,
      inputTokens: 2_000_000_000,
      outputTokens: 2_000_000_000,
      at: at(2),
    })
    await fixture.store.usage.record({
      ...base,
      tenantId: uid('tenant'),
      inputTokens: 7,
      outputTokens: 7,
      at: at(1),
    })
    const total = await fixture.store.usage.tokensSince(tenantId, since)
    expect(total).toBe(4_000_000_340)
    expect(typeof total).toBe('number')
    expect(await fixture.store.usage.tokensSince(uid('tenant'), since)).toBe(0)
  })

  it('summarises usage per model with numbers, not strings', async () => {
    const tenantId = uid('tenant')
    const sessionId = uid('session')
    await fixture.store.usage.record({
      tenantId,
      sessionId,
      model: 'claude',
      inputTokens: 10,
      outputTokens: 5,
      cost: 0.25,
      at: at(1),
    })
    await fixture.store.usage.record({
      tenantId,
      sessionId,
      model: 'claude',
      inputTokens: 30,
      outputTokens: 15,
      cost: 0.5,
      at: at(2),
    })
    await fixture.store.usage.record({
      tenantId,
      sessionId: null,
      model: 'offline',
      inputTokens: 3,
      outputTokens: 1,
      cost: 0,
      at: at(3),
    })
    await fixture.store.usage.record({
      tenantId,
      sessionId: null,
      model: 'offline',
      inputTokens: 99,
      outputTokens: 99,
      cost: 0,
      at: at(-5),
    })
    expect(await fixture.store.usage.summary(tenantId, since)).toEqual([
      { model: 'claude', inputTokens: 40, outputTokens: 20, cost: 0.75, calls: 2 },
      { model: 'offline', inputTokens: 3, outputTokens: 1, cost: 0, calls: 1 },
    ])
    expect(await fixture.store.usage.summary(uid('tenant'), since)).toEqual([])
  })

  it('records at the current time when no moment is given', async () => {
    const tenantId = uid('tenant')
    const before = new Date(Date.now() - 60_000)
    await fixture.store.usage.record({
      tenantId,
      sessionId: null,
      model: 'm',
      inputTokens: 1,
      outputTokens: 2,
      cost: 0,
    })
    expect(await fixture.store.usage.tokensSince(tenantId, before)).toBe(3)
  })
})
