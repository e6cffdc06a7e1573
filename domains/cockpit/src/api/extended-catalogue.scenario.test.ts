import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type CockpitTestServer, startCockpitServer } from '../testing/cockpit-test-server.ts'
import { drive, sayOverHttp } from '../testing/dialog-call.ts'
import { connectWs as connectTo } from '../testing/ws-client.ts'

let t: CockpitTestServer
beforeAll(async () => {
  t = await startCockpitServer()
})
afterAll(() => t.close())

const connectWs = async (server: CockpitTestServer, vehicleId: string, role: 'client' | 'agent' = 'client') =>
  connectTo(server.url, role === 'agent' ? await server.vehicleKey(vehicleId) : server.key, vehicleId, role)
const car = () => `car-${randomUUID().slice(0, 8)}`
const say = (vehicleId: string, text: string, sessionId?: string) =>
  sayOverHttp(t, vehicleId, text, sessionId)
const intents = (json: { data: { commands: Array<{ intent: string }> } }) =>
  json.data.commands.map((c) => c.intent)

// biome-ignore lint/suspicious/noExplicitAny: the state comes back as JSON
type Read = (state: any) => unknown

/** Every function and value of the contract's extension, said as a driver says it. */
const CASES: Array<[string, Read, unknown]> = [
  ['玻璃起雾了', (s) => [s.ac.defrostFront, s.ac.circulation], [true, 'outer']],
  ['后挡风除雾', (s) => s.ac.defrostRear, true],
  ['打开内循环', (s) => s.ac.circulation, 'inner'],
  ['副驾温度调到22度', (s) => [s.ac.zones.passenger.temperature, s.ac.temperature], [22, 24]],
  ['打开后排空调', (s) => [s.ac.isOn, s.ac.zones.rear.isOn], [true, true]],
  ['天窗开一半', (s) => s.sunroof, { glass: 50, tilted: false, shade: 50 }],
  ['天窗翘起来', (s) => s.sunroof.tilted, true],
  ['打开遮阳帘', (s) => s.sunroof.shade, 100],
  ['后视镜加热', (s) => [s.mirrors.leftHeating, s.mirrors.rightHeating], [true, true]],
  ['折叠后视镜', (s) => [s.mirrors.leftFolded, s.mirrors.rightFolded], [true, true]],
  ['打开大灯', (s) => [s.lights.headlightOn, s.lights.positionOn], [true, true]],
  ['打开远光灯', (s) => s.lights.highBeamOn, true],
  ['开雾灯', (s) => s.lights.fogOn, true],
  ['打开示廓灯', (s) => s.lights.positionOn, true],
  ['中控屏亮一点', (s) => s.screens.center.brightness, 70],
  ['关掉仪表屏', (s) => s.screens.instrument.isOn, false],
  ['打开后排屏幕', (s) => s.screens.rear.isOn, true],
  ['方向盘加热', (s) => s.steeringWheel.heating, true],
  ['打开副驾座椅按摩', (s) => [s.seats.passenger.massage, s.seats.driver.massage], [true, false]],
]

describe('the extended catalogue over HTTP, from text to new state', () => {
  it.each(CASES)('%s', async (text, read, expected) => {
    const { status, json, state } = await say(car(), text)
    expect(status).toBe(200)
    expect(json.data.commands.length).toBeGreaterThan(0)
    expect(json.data.commands.every((c: { status: string }) => c.status === 'executed')).toBe(true)
    expect(read(state)).toEqual(expected)
    expect(json.data.text.length).toBeLessThanOrEqual(50)
    expect(json.meta.modelUsed).toBe('offline')
  })

  it('refuses what the car cannot do with a typed reason and changes nothing', async () => {
    const vehicleId = car()
    await say(vehicleId, '天窗开一半')
    const { json, state } = await say(vehicleId, '关上遮阳帘')
    expect(json.data.commands).toMatchObject([{ intent: 'control_sunroof.close', status: 'failed' }])
    expect(json.data.text).toContain('请先关闭天窗')
    expect(state.sunroof).toEqual({ glass: 50, tilted: false, shade: 50 })
  })

  it('runs nothing for a feature the catalogue lacks, and says it is not supported', async () => {
    for (const text of ['打开香氛', '冰箱温度调低一点', '把悬架调高', '切换到运动驾驶模式', '打开充电口']) {
      const vehicleId = car()
      const { json, state } = await say(vehicleId, text)
      expect(json.data.commands, text).toEqual([])
      expect(json.data.text, text).toMatch(/做不到|不支持/)
      expect(state.ac.isOn).toBe(false)
    }
  })
})

describe('round-2 safety rules over HTTP', () => {
  it('asks before opening the sunroof wide above 120 km/h, then opens it', async () => {
    const vehicleId = car()
    await drive(t, vehicleId, 130)
    const { json, state, sessionId } = await say(vehicleId, '把天窗全部打开')
    expect(json.data).toMatchObject({ requiresConfirmation: true })
    expect(state.sunroof.glass).toBe(0)
    const [command] = json.data.commands
    const confirmed = await t.call('/api/v1/dialog/confirm', {
      body: { sessionId, commandId: command.id, confirmed: true },
    })
    expect(confirmed.json.data.commands).toMatchObject([{ id: command.id, status: 'executed' }])
    expect((await t.call(`/api/v1/vehicle/${vehicleId}/state`)).json.data.sunroof.glass).toBe(100)
  })

  it('tilts the sunroof at any speed without asking', async () => {
    const vehicleId = car()
    await drive(t, vehicleId, 130)
    const { json, state } = await say(vehicleId, '天窗翘起来')
    expect(json.data.commands).toMatchObject([{ status: 'executed', decision: 'allow' }])
    expect(state.sunroof.tilted).toBe(true)
  })

  it('blocks folding the mirrors and darkening the instrument screen while moving', async () => {
    const vehicleId = car()
    await drive(t, vehicleId, 60)
    const fold = await say(vehicleId, '折叠后视镜')
    expect(fold.json.data.commands).toMatchObject([{ status: 'rejected', decision: 'block' }])
    expect(fold.json.data.text).toContain('不能折叠后视镜')
    expect(fold.state.mirrors.leftFolded).toBe(false)
    const dark = await say(vehicleId, '把仪表屏关掉')
    expect(dark.json.data.commands).toMatchObject([{ status: 'rejected', decision: 'block' }])
    expect(dark.state.screens.instrument.isOn).toBe(true)
  })

  it('warns when the headlights go off while moving, and switches them off', async () => {
    const vehicleId = car()
    await say(vehicleId, '打开大灯')
    await drive(t, vehicleId, 50)
    const { json, state } = await say(vehicleId, '关闭大灯')
    expect(json.data.commands).toMatchObject([{ status: 'executed', decision: 'warn' }])
    expect(state.lights.headlightOn).toBe(false)
  })
})

describe('the extended catalogue over the vehicle WebSocket', () => {
  it('runs each new function from dialog:input and reports the new state', async () => {
    const vehicleId = car()
    const ws = await connectWs(t, vehicleId)
    const lines: Array<[string, string, Read, unknown]> = [
      ['关天窗开内循环', 'control_sunroof.close', (s) => s.ac.circulation, 'inner'],
      ['左边后视镜加热', 'control_mirror.heating_on', (s) => s.mirrors.leftHeating, true],
      [
        '副驾屏亮度调到百分之八十',
        'control_screen.set_brightness',
        (s) => s.screens.passenger,
        { isOn: true, brightness: 80 },
      ],
      ['方向盘太冰了', 'control_steering_wheel.heating_on', (s) => s.steeringWheel.heating, true],
      ['开一下雾灯', 'control_light.turn_on', (s) => s.lights.fogOn, true],
      ['座椅按摩', 'control_seat.massage_on', (s) => s.seats.driver.massage, true],
    ]
    for (const [text, intent, read, expected] of lines) {
      const mark = ws.received.length
      ws.send('dialog:input', { sessionId: randomUUID(), text })
      const end = await ws.next('dialog:response_end', mark)
      expect(
        end.data.commands.map((c: { intent: string }) => c.intent),
        text,
      ).toContain(intent)
      expect(
        end.data.commands.every((c: { status: string }) => c.status === 'executed'),
        text,
      ).toBe(true)
      const updates = ws.received.slice(mark).filter((m) => m.event === 'vehicle:state')
      expect(read(updates.at(-1)?.data), text).toEqual(expected)
    }
    ws.socket.close()
  })

  it('asks over the socket before a wide sunroof at speed, and blocks folded mirrors', async () => {
    const vehicleId = car()
    await drive(t, vehicleId, 140)
    const ws = await connectWs(t, vehicleId)
    const sessionId = randomUUID()
    ws.send('dialog:input', { sessionId, text: '遮阳帘全部打开' })
    const ask = await ws.next('command:confirm_required')
    const mark = ws.received.length
    ws.send('command:confirm', { sessionId, commandId: ask.data.commandId, confirmed: false })
    const declined = await ws.next('dialog:response_end', mark)
    expect(declined.data.commands).toMatchObject([{ status: 'rejected' }])
    const before = ws.received.length
    ws.send('dialog:input', { sessionId: randomUUID(), text: '收起后视镜' })
    const blocked = await ws.next('dialog:response_end', before)
    expect(blocked.data.commands).toMatchObject([{ intent: 'control_mirror.fold', decision: 'block' }])
    const state = (await t.call(`/api/v1/vehicle/${vehicleId}/state`)).json.data
    expect([state.sunroof.shade, state.mirrors.leftFolded]).toEqual([0, false])
    ws.socket.close()
  })

  it('sends a round-2 command to a connected vehicle agent and keeps what the car reports', async () => {
    const vehicleId = car()
    const agent = await connectWs(t, vehicleId, 'agent')
    const hmi = await connectWs(t, vehicleId)
    const executed: Array<{ name: string; params: unknown }> = []
    agent.socket.addEventListener('message', (message) => {
      const { event, data } = JSON.parse(String(message.data))
      if (event !== 'command:execute') return
      executed.push({ name: data.intent.split('.')[0], params: data.parameters })
      agent.send('command:result', {
        commandId: data.id,
        success: true,
        message: '天窗已开到30%',
        vehicleState: { sunroof: { glass: 30, shade: 30 } },
      })
    })
    hmi.send('dialog:input', { sessionId: randomUUID(), text: '天窗打开百分之三十' })
    const end = await hmi.next('dialog:response_end')
    expect(end.data.commands).toMatchObject([{ intent: 'control_sunroof.set_position', status: 'executed' }])
    expect(executed).toEqual([
      { name: 'control_sunroof', params: { part: 'glass', action: 'set_position', open_percentage: 30 } },
    ])
    expect((await t.call(`/api/v1/vehicle/${vehicleId}/state`)).json.data.sunroof.glass).toBe(30)
    agent.socket.close()
    hmi.socket.close()
  })
})

describe('levels and zones as drivers say them, over HTTP with the offline model', () => {
  it('副驾出风量开到中档 sets the passenger zone’s fan to the middle level', async () => {
    const { json } = await sayOverHttp(t, 'car-fan-middle', '副驾出风量开到中档')
    expect(json.data.commands.map((c: { parameters: unknown }) => c.parameters)).toEqual([
      { action: 'set_fan_speed', fan_speed: 4, zone: 'passenger' },
    ])
  })

  it('风量开到最大座椅加热调到一挡: two commands said without a pause, both carried out', async () => {
    const { json } = await sayOverHttp(t, 'car-two-settings', '风量开到最大座椅加热调到一挡')
    expect(json.data.commands.map((c: { intent: string }) => c.intent)).toEqual([
      'control_ac.set_fan_speed',
      'control_seat.set_heating_level',
    ])
  })
})
