import { expect, it } from 'vitest'
import { describeEachDriver, uid } from '../testing/driver-suite.ts'

describeEachDriver('vehicles', (fixture) => {
  it('registers a vehicle once per tenant; the same id in another tenant is another vehicle', async () => {
    const [a, b] = [uid('tenant'), uid('tenant')]
    const first = await fixture.store.vehicles.register(a, 'car-1', { speed: 0 })
    expect(first.created).toBe(true)
    expect(await fixture.store.vehicles.get(a, 'car-1')).toEqual(first.vehicle)
    const again = await fixture.store.vehicles.register(a, 'car-1', { speed: 99 })
    expect(again).toMatchObject({ created: false, vehicle: { state: { speed: 0 } } })
    await fixture.store.vehicles.register(b, 'car-1', { speed: 7 })
    expect((await fixture.store.vehicles.get(a, 'car-1'))?.state).toEqual({ speed: 0 })
    expect((await fixture.store.vehicles.get(b, 'car-1'))?.state).toEqual({ speed: 7 })
    expect(await fixture.store.vehicles.get(uid('tenant'), 'car-1')).toBeUndefined()
  })

  it('saves the latest states of several vehicles in one call and lists a tenant’s own', async () => {
    const [a, b] = [uid('tenant'), uid('tenant')]
    await fixture.store.vehicles.register(a, 'car-1', { speed: 0 })
    await fixture.store.vehicles.saveStates([
      { tenantId: a, id: 'car-1', state: { speed: 30 } },
      { tenantId: a, id: 'car-2', state: { speed: 40 } },
      { tenantId: b, id: 'car-9', state: { speed: 50 } },
    ])
    const listed = await fixture.store.vehicles.list(a)
    expect(listed.map((v) => [v.id, v.state])).toEqual([
      ['car-1', { speed: 30 }],
      ['car-2', { speed: 40 }],
    ])
    expect((await fixture.store.vehicles.list(b)).map((v) => v.id)).toEqual(['car-9'])
  })
})
