import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type CockpitTestServer, startCockpitServer } from '../testing/cockpit-test-server.ts'
import { connectWs } from '../testing/ws-client.ts'

let t: CockpitTestServer
beforeAll(async () => {
  t = await startCockpitServer()
})
afterAll(() => t.close())

const say = async (vehicleId: string, text: string) =>
  (await t.call('/api/v1/dialog', { body: { sessionId: randomUUID(), vehicleId, text } })).json

describe('a car whose link is down is reported offline, never simulated', () => {
  it('a real car that connected and dropped: 车辆离线，指令未送达, not executed, its state untouched', async () => {
    const car = await connectWs(t.url, await t.vehicleKey('dropped-car'), 'dropped-car', 'agent')
    await expect.poll(() => t.cockpit.gateway.isConnected('fleet/dropped-car')).toBe(true)
    car.socket.close()
    await expect.poll(() => t.cockpit.gateway.isConnected('fleet/dropped-car')).toBe(false)

    const reply = await say('dropped-car', '打开空调，温度调到24度')
    expect(reply.data.commands.length).toBeGreaterThan(0)
    for (const command of reply.data.commands) {
      expect(command.status).toBe('failed')
      expect(command.message).toBe('车辆离线，指令未送达')
    }
    expect(reply.data.text).toContain('车辆离线，指令未送达')
    expect(reply.data.text).not.toContain('已打开')
    expect(reply.meta.simulated).toBeUndefined()
    const state = (await t.call('/api/v1/vehicle/dropped-car/state')).json.data
    expect(state.ac.isOn).toBe(false)
  })

  it('a real car registered before its agent ever connected is offline too', async () => {
    await t.call('/api/v1/vehicles', { body: { id: 'never-connected' } })
    const reply = await say('never-connected', '打开阅读灯')
    expect(reply.data.commands).toMatchObject([{ status: 'failed', message: '车辆离线，指令未送达' }])
  })

  it('a simulator is still simulated, and says so', async () => {
    await t.call('/api/v1/vehicles', { body: { id: 'sim-offline', simulator: true } })
    const reply = await say('sim-offline', '打开阅读灯')
    expect(reply.data.commands).toMatchObject([{ status: 'executed' }])
    expect(reply.meta.simulated).toBe(true)
  })
})
