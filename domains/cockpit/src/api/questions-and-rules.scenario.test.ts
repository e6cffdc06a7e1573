import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type CockpitTestServer, startCockpitServer } from '../testing/cockpit-test-server.ts'
import { sayOverHttp } from '../testing/dialog-call.ts'

let t: CockpitTestServer
beforeAll(async () => {
  t = await startCockpitServer()
})
afterAll(() => t.close())

async function setState(vehicleId: string, body: Record<string, unknown>): Promise<void> {
  await t.call(`/api/v1/vehicle/${vehicleId}/state`, { method: 'PATCH', body })
}

describe('a question about the car is answered from its state and changes nothing', () => {
  it('空调现在是开着的吗 with the AC on at 21 degrees: no command, the reply says it is on at 21', async () => {
    const vehicleId = 'car-ask-ac'
    await setState(vehicleId, { ac: { isOn: true, temperature: 21 } })
    const before = (await t.call(`/api/v1/vehicle/${vehicleId}/state`)).json.data
    const { status, json, state } = await sayOverHttp(t, vehicleId, '空调现在是开着的吗')
    expect(status).toBe(200)
    expect(json.data.commands).toEqual([])
    expect(json.data.text).toContain('开着')
    expect(json.data.text).toContain('21')
    expect(state.ac).toEqual(before.ac)
  })

  it('does the reply follow the state: the same question with the AC off says it is off', async () => {
    const { json } = await sayOverHttp(t, 'car-ask-ac-off', '空调现在是开着的吗')
    expect(json.data.commands).toEqual([])
    expect(json.data.text).toContain('关着')
  })

  it('an English question (is the boot open) opens nothing and answers, in English, that it is closed', async () => {
    const { json, state } = await sayOverHttp(t, 'car-ask-trunk', 'is the boot open')
    expect(json.data.commands).toEqual([])
    expect(json.data.text).toBe('The trunk is closed')
    expect(state.trunk).toBe('closed')
  })

  it('音量现在多大 reads the volume instead of raising it', async () => {
    const vehicleId = 'car-ask-volume'
    await setState(vehicleId, { music: { volume: 35 } })
    const { json, state } = await sayOverHttp(t, vehicleId, '音量现在多大')
    expect(json.data.commands).toEqual([])
    expect(json.data.text).toContain('35')
    expect(state.music.volume).toBe(35)
  })
})

describe('a rule for later is not carried out now', () => {
  it.each([
    ['要是下雨了就把车窗都关上', 'car-rule-rain'],
    ['天黑以后大灯自动打开', 'car-rule-dark'],
    ['whenever we stop, fold the mirrors', 'car-rule-mirrors'],
  ])('%s: no command, and the reply says it cannot set such rules', async (text, vehicleId) => {
    await setState(vehicleId, { speed: 0 })
    const before = (await t.call(`/api/v1/vehicle/${vehicleId}/state`)).json.data
    const { status, json, state } = await sayOverHttp(t, vehicleId, text)
    expect(status).toBe(200)
    expect(json.data.commands).toEqual([])
    // Said in the language the driver spoke.
    expect(json.data.text).toContain(/\p{Script=Han}/u.test(text) ? '不能设置' : "can't set up")
    expect(state).toEqual(before)
  })
})

describe('a request the car can do only in part changes nothing, and says so', () => {
  it.each([
    ['除了主驾其余车窗都打开', 'car-part-except'],
    ['待会儿把天窗打开', 'car-part-later'],
    ['把座椅加热打开，后视镜那边也搞搞', 'car-part-unread'],
    ['你的声音小一点', 'car-part-voice'],
    ['我没说要把车窗打开', 'car-part-denied'],
    ['播放一段有声小说', 'car-part-novel'],
    ['导航去上次那个地方', 'car-part-last-place'],
  ])('%s: no command, the state is as it was, and the reply claims no change', async (text, vehicleId) => {
    await setState(vehicleId, { speed: 0, music: { volume: 30 } })
    const before = (await t.call(`/api/v1/vehicle/${vehicleId}/state`)).json.data
    const { status, json, state } = await sayOverHttp(t, vehicleId, text)
    expect(status).toBe(200)
    expect(json.data.commands).toEqual([])
    expect(json.data.text).not.toMatch(/已(?:打开|关闭|调)/)
    expect(state).toEqual(before)
  })
})

describe('a feature the car lacks, run together with ones it has, keeps those it has', () => {
  it('打开盲区检测关掉空调降下后排车窗: the AC goes off and the rear windows down, nothing else', async () => {
    const vehicleId = 'car-part-kept'
    await setState(vehicleId, { speed: 0, ac: { isOn: true } })
    const { json, state } = await sayOverHttp(t, vehicleId, '打开盲区检测关掉空调降下后排车窗')
    expect(json.data.commands.map((c: { intent: string }) => c.intent)).toEqual([
      'control_ac.turn_off',
      'control_window.open',
      'control_window.open',
    ])
    expect(state.ac.isOn).toBe(false)
    expect([state.windows.rearLeft, state.windows.rearRight, state.windows.frontLeft]).toEqual([100, 100, 0])
  })
})

describe('a complaint beside a command is its reason, over HTTP', () => {
  it('好吵啊把车窗关上: the window closes, the volume stays', async () => {
    const vehicleId = 'car-complaint-reason'
    await setState(vehicleId, { speed: 0, music: { volume: 40 }, windows: { frontLeft: 100 } })
    const { json, state } = await sayOverHttp(t, vehicleId, '好吵啊把车窗关上')
    expect(json.data.commands.map((c: { intent: string }) => c.intent)).toEqual(['control_window.close'])
    expect([state.windows.frontLeft, state.music.volume]).toEqual([0, 40])
  })
})

describe('"the rest" of the car’s parts with no base named is asked about, over HTTP', () => {
  it('其余的车窗全关上 with every window open: nothing closes, the car asks', async () => {
    const vehicleId = 'car-rest-windows'
    const open = { frontLeft: 100, frontRight: 100, rearLeft: 100, rearRight: 100 }
    await setState(vehicleId, { speed: 0, windows: open })
    const { status, json, state } = await sayOverHttp(t, vehicleId, '其余的车窗全关上')
    expect(status).toBe(200)
    expect(json.data.commands).toEqual([])
    expect(json.data.text).not.toMatch(/已(?:打开|关闭|调)/)
    expect(json.data.text).toContain('「其余」')
    expect(state.windows).toMatchObject(open)
  })

  it('换点其它的音乐听听 (no parts to leave out): the next song plays', async () => {
    const { json } = await sayOverHttp(t, 'car-rest-music', '换点其它的音乐听听')
    expect(json.data.commands.map((c: { intent: string }) => c.intent)).toEqual(['control_music.next'])
  })
})
