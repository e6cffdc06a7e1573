import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CANNOT_KEEP_RULES } from '../offline-model/offline-replies.ts'
import { type CockpitTestServer, startCockpitServer } from '../testing/cockpit-test-server.ts'
import { sayOverHttp } from '../testing/dialog-call.ts'

// Issue 41, kinds that generalise beyond our own sets: each request over real HTTP with the offline
// model, in our own words. What ran is read from the commands and the vehicle state after the turn.
let t: CockpitTestServer
beforeAll(async () => {
  t = await startCockpitServer()
})
afterAll(() => t.close())

const intents = (commands: Array<{ intent: string }>) => commands.map((c) => c.intent)

describe('a condition said after a topic is a rule for later, not a command', () => {
  it('后备箱要是开着就关上: nothing runs, the reply says such rules cannot be kept', async () => {
    const { json, state } = await sayOverHttp(t, 'kinds-topic-rule', '后备箱要是开着就关上')
    expect(json.data.commands).toEqual([])
    expect(json.data.text).toBe(CANNOT_KEEP_RULES)
    expect(state.trunk).toBe('closed')
  })
})

describe('an errand said where a place should be is not a destination', () => {
  it('导航去取快递 asks where to go and sets no destination', async () => {
    const { json } = await sayOverHttp(t, 'kinds-errand', '导航去取快递')
    expect(json.data.commands).toEqual([])
    expect(json.data.text).toContain('去哪里')
  })

  it('我想去吃烤鸭 looks for a place serving it', async () => {
    const { json } = await sayOverHttp(t, 'kinds-meal', '我想去吃烤鸭')
    expect(json.data.commands.map((c: { parameters: unknown }) => c.parameters)).toEqual([
      { action: 'search_poi', poi_category: '烤鸭' },
    ])
  })

  it('导航到停车场停车 goes to the car park said before the errand', async () => {
    const { json } = await sayOverHttp(t, 'kinds-place-then-errand', '导航到停车场停车')
    expect(json.data.commands.map((c: { parameters: unknown }) => c.parameters)).toEqual([
      { action: 'search_poi', poi_category: '停车场' },
    ])
  })
})

describe('a seat said without its place after another row', () => {
  it('副驾车窗打开座椅加热打开 asks, opening no window and heating no seat', async () => {
    const { json, state } = await sayOverHttp(t, 'kinds-row-left', '副驾车窗打开座椅加热打开')
    expect(json.data.commands).toEqual([])
    expect(json.data.text).toContain('座椅加热')
    expect(state.windows.frontRight).toBe(0)
    expect(state.seats.driver.heatingLevel).toBe(0)
  })

  it('主驾车窗打开座椅加热打开 names the driver, whose seat is the default: both run', async () => {
    const { json, state } = await sayOverHttp(t, 'kinds-row-driver', '主驾车窗打开座椅加热打开')
    expect(intents(json.data.commands)).toEqual(['control_window.open', 'control_seat.heating_on'])
    expect(state.windows.frontLeft).toBe(100)
    expect(state.seats.driver.heatingLevel).toBeGreaterThan(0)
  })

  it('副驾车窗打开座椅加热也打开: 也 carries the passenger place to the seat', async () => {
    const { json, state } = await sayOverHttp(t, 'kinds-row-also', '副驾车窗打开座椅加热也打开')
    expect(intents(json.data.commands)).toEqual(['control_window.open', 'control_seat.heating_on'])
    expect(state.windows.frontRight).toBe(100)
    expect(state.seats.passenger.heatingLevel).toBeGreaterThan(0)
    expect(state.seats.driver.heatingLevel).toBe(0)
  })

  it('主驾座椅加热开到三挡副驾也一样: the passenger seat gets level three too', async () => {
    const { state } = await sayOverHttp(t, 'kinds-same-level', '主驾座椅加热开到三挡副驾也一样')
    expect(state.seats.driver.heatingLevel).toBe(3)
    expect(state.seats.passenger.heatingLevel).toBe(3)
  })

  it('风量调大一点座椅通风打开: commands run together split before the second device, in the order said', async () => {
    const { json } = await sayOverHttp(t, 'kinds-run-together', '风量调大一点座椅通风打开')
    expect(intents(json.data.commands)).toEqual([
      'control_ac.adjust_fan_speed',
      'control_seat.ventilation_on',
    ])
  })
})

describe('a request for a thing the car lacks, beside a command it has', () => {
  it('空调温度调到二十四度关掉香氛 sets the temperature and nothing else', async () => {
    const { json, state } = await sayOverHttp(t, 'kinds-foreign-after', '空调温度调到二十四度关掉香氛')
    expect(json.data.commands.map((c: { parameters: unknown }) => c.parameters)).toEqual([
      { action: 'set_temperature', temperature: 24 },
    ])
    expect(state.ac.temperature).toBe(24)
  })

  it('风速设定到三挡 sets the fan to three', async () => {
    const { json, state } = await sayOverHttp(t, 'kinds-fan-set', '风速设定到三挡')
    expect(intents(json.data.commands)).toEqual(['control_ac.set_fan_speed'])
    expect(state.ac.fanSpeed).toBe(3)
  })
})
