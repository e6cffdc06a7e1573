import { type CockpitTestServer, startCockpitServer } from '@mindwire/cockpit/testing'
import { afterEach, describe, expect, it } from 'vitest'
import { VehicleAgent } from './vehicle-agent.ts'

const running: Array<{ stop(): void } | CockpitTestServer> = []
afterEach(async () => {
  for (const item of running.splice(0)) await ('close' in item ? item.close() : item.stop())
})

/** An agent whose server is unreachable: it answers on its own engine, with its own rules. */
function offlineAgent(vehicleId: string, initialState?: unknown): VehicleAgent {
  const agent = new VehicleAgent({
    serverUrl: 'http://127.0.0.1:1',
    vehicleId,
    initialState,
    reconnectMs: 60_000,
  })
  running.push(agent)
  return agent
}

describe('the vehicle agent and the extended catalogue', () => {
  it('offline: understands and applies every round-2 function on its own engine', async () => {
    const agent = offlineAgent('car-ext')
    const lines: Array<[string, string]> = [
      ['玻璃起雾了', 'control_ac'],
      ['打开内循环', 'control_ac'],
      ['副驾温度调到22度', 'control_ac'],
      ['天窗开一半', 'control_sunroof'],
      ['后视镜加热', 'control_mirror'],
      ['打开雾灯', 'control_light'],
      ['中控屏暗一点', 'control_screen'],
      ['方向盘加热', 'control_steering_wheel'],
      ['打开座椅按摩', 'control_seat'],
    ]
    for (const [text, name] of lines) {
      const reply = await agent.dialog(text)
      expect(reply, text).toMatchObject({ mode: 'offline', commands: [{ name, status: 'ok' }] })
    }
    const s = agent.state
    expect([s.ac.defrostFront, s.ac.circulation, s.ac.zones.passenger.temperature]).toEqual([
      true,
      'inner',
      22,
    ])
    expect([s.sunroof.glass, s.mirrors.rightHeating, s.lights.fogOn]).toEqual([50, true, true])
    expect([s.screens.center.brightness, s.steeringWheel.heating, s.seats.driver.massage]).toEqual([
      50,
      true,
      true,
    ])
  })

  it('offline: keeps the round-2 rules, and runs nothing for a feature the car lacks', async () => {
    const agent = offlineAgent('car-ext-fast', { speed: 130, gear: 'D' })
    const mirrors = await agent.dialog('折叠后视镜')
    expect(mirrors.commands).toMatchObject([{ name: 'control_mirror', status: 'blocked' }])
    const sunroof = await agent.dialog('把天窗全部打开')
    // Nobody can confirm offline: the wide sunroof at speed waits, is declined, and nothing moves.
    expect(sunroof.commands).toMatchObject([{ name: 'control_sunroof', status: 'pending' }])
    const fridge = await agent.dialog('冰箱温度调低一点')
    expect(fridge.commands).toEqual([])
    expect([agent.state.mirrors.leftFolded, agent.state.sunroof.glass, agent.state.ac.temperature]).toEqual([
      false,
      0,
      24,
    ])
  })

  it('online: executes a round-2 command the server sends and reports the new state', async () => {
    const server = await startCockpitServer()
    running.push(server)
    const agent = new VehicleAgent({
      serverUrl: server.url,
      vehicleId: 'car-ext-online',
      apiKey: await server.vehicleKey('car-ext-online'),
      reconnectMs: 50,
    })
    running.push(agent)
    agent.start()
    await expect.poll(() => agent.connected).toBe(true)
    const reply = await agent.dialog('关掉副驾屏，打开后视镜加热')
    expect(reply.mode).toBe('online')
    expect(reply.commands.map((c) => [c.name, c.status])).toEqual([
      ['control_screen', 'executed'],
      ['control_mirror', 'executed'],
    ])
    expect([agent.state.screens.passenger.isOn, agent.state.mirrors.leftHeating]).toEqual([false, true])
    await expect
      .poll(
        async () => (await server.call('/api/v1/vehicle/car-ext-online/state')).json.data.mirrors.leftHeating,
      )
      .toBe(true)
  })
})
