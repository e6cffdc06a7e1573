import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type CockpitTestServer, startCockpitServer } from '../testing/cockpit-test-server.ts'
import { connectWs } from '../testing/ws-client.ts'

let t: CockpitTestServer
beforeAll(async () => {
  t = await startCockpitServer()
})
afterAll(() => t.close())

const state = async (vehicleId: string) => (await t.call(`/api/v1/vehicle/${vehicleId}/state`)).json.data

describe('the car is the authority on its sensors', () => {
  it('a screen cannot spoof a real car’s speed, over the WebSocket or the PATCH route', async () => {
    const car = await connectWs(t.url, await t.vehicleKey('real-car'), 'real-car', 'agent')
    car.send('vehicle:state_update', { speed: 100, gear: 'D' })
    await expect.poll(async () => (await state('real-car')).speed).toBe(100)
    expect((await state('real-car')).simulator).toBe(false)

    const screen = await connectWs(t.url, t.key, 'real-car', 'client')
    screen.send('vehicle:state_update', { speed: 0, gear: 'P' })
    const refused = await screen.next('error')
    expect(refused.data).toMatchObject({
      code: 'sensor_owned_by_vehicle',
      details: { fields: ['speed', 'gear'] },
    })
    const patched = await t.call('/api/v1/vehicle/real-car/state', { method: 'PATCH', body: { speed: 0 } })
    expect([patched.status, patched.json.error.code]).toEqual([403, 'sensor_owned_by_vehicle'])
    // A setting a driver makes by hand goes through a command, never straight into the server's copy.
    const settings = await t.call('/api/v1/vehicle/real-car/state', {
      method: 'PATCH',
      body: { trunk: 'open' },
    })
    expect([settings.status, settings.json.error.code]).toEqual([409, 'use_command'])
    const after = await state('real-car')
    expect([after.speed, after.gear, after.trunk]).toEqual([100, 'D', 'closed'])

    // With the speed still the car's, the rules still refuse the trunk.
    const { json } = await t.call('/api/v1/dialog', {
      body: { sessionId: randomUUID(), vehicleId: 'real-car', text: '打开后备箱' },
    })
    expect(json.data.commands).toMatchObject([{ intent: 'control_trunk.open', decision: 'block' }])
    expect(json.meta.simulated).toBeUndefined()
    car.socket.close()
    screen.socket.close()
  })

  it('a car first named by a screen becomes real once its agent connects', async () => {
    const screen = await connectWs(t.url, t.key, 'named-first', 'client')
    screen.send('vehicle:state_update', { speed: 0 })
    await expect.poll(async () => (await state('named-first')).simulator).toBe(true)
    const car = await connectWs(t.url, await t.vehicleKey('named-first'), 'named-first', 'agent')
    await expect.poll(async () => (await state('named-first')).simulator).toBe(false)
    const patched = await t.call('/api/v1/vehicle/named-first/state', { method: 'PATCH', body: { speed: 0 } })
    expect(patched.status).toBe(403)
    car.socket.close()
    screen.socket.close()
  })

  it('a simulator takes its state from the PATCH route and says it is one', async () => {
    const registered = await t.call('/api/v1/vehicles', { body: { id: 'sim-car', simulator: true } })
    expect([registered.status, registered.json.data.simulator]).toEqual([201, true])
    const patched = await t.call('/api/v1/vehicle/sim-car/state', {
      method: 'PATCH',
      body: { speed: 60, gear: 'D' },
    })
    expect([patched.status, patched.json.data.speed]).toEqual([200, 60])
    const { json } = await t.call('/api/v1/dialog', {
      body: { sessionId: randomUUID(), vehicleId: 'sim-car', text: '打开空调' },
    })
    expect(json.meta.simulated).toBe(true)
  })

  it('nobody changes a vehicle’s kind after registration, and a real car is not registered with a state', async () => {
    await t.call('/api/v1/vehicles', { body: { id: 'sim-kind', simulator: true } })
    const flipped = await t.call('/api/v1/vehicle/sim-kind/state', {
      method: 'PATCH',
      body: { simulator: false },
    })
    expect([flipped.status, flipped.json.error.code]).toEqual([400, 'invalid_request'])
    expect((await state('sim-kind')).simulator).toBe(true)
    const withState = await t.call('/api/v1/vehicles', {
      body: { id: 'real-with-state', state: { speed: 0 } },
    })
    expect(withState.status).toBe(400)
    const real = await t.call('/api/v1/vehicles', { body: { id: 'real-registered' } })
    expect([real.status, real.json.data.simulator]).toEqual([201, false])
  })
})
