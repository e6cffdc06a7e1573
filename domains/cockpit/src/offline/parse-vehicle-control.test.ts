import { describe, expect, it } from 'vitest'
import { parseUtterance } from './parse-utterance.ts'
import type { ParsedCall } from './types.ts'

const ac = (params: Record<string, unknown>): ParsedCall => ({ name: 'control_ac', params })
const window = (position: string, action: string, open_percentage?: number): ParsedCall => ({
  name: 'control_window',
  params: open_percentage === undefined ? { position, action } : { position, action, open_percentage },
})
const seat = (seat: string, action: string, extra: Record<string, unknown> = {}): ParsedCall => ({
  name: 'control_seat',
  params: { seat, action, ...extra },
})
const move = (direction: string, amount?: string, who = 'driver') =>
  seat(who, 'adjust_position', { position_adjustment: amount ? { direction, amount } : { direction } })
const light = (light_type: string, action: string, extra: Record<string, unknown> = {}): ParsedCall => ({
  name: 'control_light',
  params: { light_type, action, ...extra },
})

function expectReading(cases: ReadonlyArray<readonly [string, ParsedCall[]]>) {
  for (const [text, calls] of cases) {
    const result = parseUtterance(text)
    expect(result.calls, text).toEqual(calls)
    expect(result.domain, text).toBe('vehicle_control')
    expect(result.confidence, text).toBeGreaterThanOrEqual(0.85)
  }
}

describe('air conditioning', () => {
  it('switches on and off', () => {
    expectReading([
      ['打开空调', [ac({ action: 'turn_on' })]],
      ['空调开一下', [ac({ action: 'turn_on' })]],
      ['turn on the AC', [ac({ action: 'turn_on' })]],
      ['把空调关掉', [ac({ action: 'turn_off' })]],
      ['空调关了吧', [ac({ action: 'turn_off' })]],
    ])
  })

  it('sets a temperature given in any numeral form', () => {
    expectReading([
      ['把空调调到24度', [ac({ action: 'set_temperature', temperature: 24 })]],
      ['空调温度设置为二十六度', [ac({ action: 'set_temperature', temperature: 26 })]],
      ['温度调到二十二点五度', [ac({ action: 'set_temperature', temperature: 22.5 })]],
      ['温度调到24.5度', [ac({ action: 'set_temperature', temperature: 24.5 })]],
      ['空调二十四度半', [ac({ action: 'set_temperature', temperature: 24.5 })]],
      ['温度二十六', [ac({ action: 'set_temperature', temperature: 26 })]],
      ['调到26度', [ac({ action: 'set_temperature', temperature: 26 })]],
      ['空调温度调到最高', [ac({ action: 'set_temperature', temperature: 32 })]],
    ])
  })

  it('computes a relative amount from the live temperature', () => {
    expectReading([
      ['空调温度调高两度', [ac({ action: 'set_temperature', temperature: 26 })]],
      ['温度降低3度', [ac({ action: 'set_temperature', temperature: 21 })]],
      ['把温度往上调三度', [ac({ action: 'set_temperature', temperature: 27 })]],
    ])
    const warm = parseUtterance('温度调低两度', { state: { ac: { temperature: 28 } } })
    expect(warm.calls).toEqual([ac({ action: 'set_temperature', temperature: 26 })])
  })

  it('adjusts without an amount', () => {
    expectReading([
      ['温度高一点', [ac({ action: 'adjust_temperature', direction: 'up' })]],
      ['温度调低一点', [ac({ action: 'adjust_temperature', direction: 'down' })]],
      ['空调再调高点', [ac({ action: 'adjust_temperature', direction: 'up' })]],
      ['空调温度太高了', [ac({ action: 'adjust_temperature', direction: 'down' })]],
    ])
  })

  it('sets modes', () => {
    expectReading([
      ['打开制冷模式', [ac({ action: 'set_mode', mode: 'cool' })]],
      ['空调切换到制热模式', [ac({ action: 'set_mode', mode: 'heat' })]],
      ['空调开暖风', [ac({ action: 'set_mode', mode: 'heat' })]],
      ['切换成自动模式', [ac({ action: 'set_mode', mode: 'auto' })]],
    ])
  })

  it('sets and adjusts the fan', () => {
    expectReading([
      ['风速调到3挡', [ac({ action: 'set_fan_speed', fan_speed: 3 })]],
      ['风速调到二档', [ac({ action: 'set_fan_speed', fan_speed: 2 })]],
      ['风最大', [ac({ action: 'set_fan_speed', fan_speed: 7 })]],
      ['把空调风速调大两档', [ac({ action: 'set_fan_speed', fan_speed: 5 })]],
      ['风大一点', [ac({ action: 'adjust_fan_speed', direction: 'up' })]],
      ['风量小一点', [ac({ action: 'adjust_fan_speed', direction: 'down' })]],
      ['风太大了', [ac({ action: 'adjust_fan_speed', direction: 'down' })]],
      ['风太小了', [ac({ action: 'adjust_fan_speed', direction: 'up' })]],
    ])
  })
})

describe('windows', () => {
  it('opens and closes named windows, front left when none is named', () => {
    expectReading([
      ['打开车窗', [window('front_left', 'open')]],
      ['打开左后车窗', [window('rear_left', 'open')]],
      ['把副驾的窗户摇下来', [window('front_right', 'open')]],
      ['右后车窗关上', [window('rear_right', 'close')]],
      ['关闭所有车窗', [window('all', 'close')]],
      ['把窗户都关了吧', [window('all', 'close')]],
      ['主驾车窗全开', [window('front_left', 'open')]],
      ['后排车窗打开', [window('rear_left', 'open'), window('rear_right', 'open')]],
      ['前排车窗都关上', [window('front_left', 'close'), window('front_right', 'close')]],
    ])
  })

  it('sets proportions in every form', () => {
    expectReading([
      ['把主驾车窗打开一半', [window('front_left', 'set_position', 50)]],
      ['车窗开三分之一', [window('front_left', 'set_position', 33)]],
      ['车窗开到四分之三', [window('front_left', 'set_position', 75)]],
      ['副驾车窗开到百分之七十', [window('front_right', 'set_position', 70)]],
      ['右后车窗开到60%', [window('rear_right', 'set_position', 60)]],
      ['把窗户开条缝', [window('front_left', 'set_position', 20)]],
      ['车窗开一点', [window('front_left', 'set_position', 20)]],
    ])
  })

  it('does not take the sunroof for a window', () => {
    expect(parseUtterance('打开天窗').calls).toEqual([
      { name: 'control_sunroof', params: { part: 'glass', action: 'open' } },
    ])
  })
})

describe('seats', () => {
  it('switches heating and ventilation', () => {
    expectReading([
      ['打开座椅加热', [seat('driver', 'heating_on')]],
      ['打开副驾座椅加热', [seat('passenger', 'heating_on')]],
      ['关闭座椅通风', [seat('driver', 'ventilation_off')]],
      ['打开座椅通风', [seat('driver', 'ventilation_on')]],
      ['把副驾座椅加热关掉', [seat('passenger', 'heating_off')]],
      ['后排座椅加热打开', [seat('rear_left', 'heating_on'), seat('rear_right', 'heating_on')]],
    ])
  })

  it('sets levels, 最大 being 3', () => {
    expectReading([
      ['座椅加热开到3挡', [seat('driver', 'set_heating_level', { level: 3 })]],
      ['主驾座椅加热调到二档', [seat('driver', 'set_heating_level', { level: 2 })]],
      ['加热最大', [seat('driver', 'set_heating_level', { level: 3 })]],
      ['副驾座椅通风开到1挡', [seat('passenger', 'set_ventilation_level', { level: 1 })]],
    ])
  })

  it('moves seats with the amount the words hint at', () => {
    expectReading([
      ['座椅往后调一点', [move('backward', 'small')]],
      ['座椅稍微往前', [move('forward', 'small')]],
      ['主驾座椅往前移多一点', [move('forward', 'medium')]],
      ['座椅调高一些', [move('up', 'medium')]],
      ['座椅往后挪很多', [move('backward', 'large')]],
      ['副驾座椅往前调到底', [move('forward', 'large', 'passenger')]],
      ['副驾座椅往后调', [move('backward', undefined, 'passenger')]],
      ['座椅靠背往后放一点', [move('recline_backward', 'small')]],
      ['把座椅放倒', [move('recline_backward')]],
      ['靠背立起来一点', [move('recline_forward', 'small')]],
    ])
  })
})

describe('lights, trunk and wipers', () => {
  it('controls the ambient and reading lights', () => {
    expectReading([
      ['打开氛围灯', [light('ambient', 'turn_on')]],
      ['关闭阅读灯', [light('reading', 'turn_off')]],
      ['打开阅读灯', [light('reading', 'turn_on')]],
      ['关闭氛围灯', [light('ambient', 'turn_off')]],
      ['把氛围灯调成蓝色', [light('ambient', 'set_color', { color: 'blue' })]],
      ['氛围灯换成紫色', [light('ambient', 'set_color', { color: 'purple' })]],
      ['氛围灯调成#FF8800', [light('ambient', 'set_color', { color: '#ff8800' })]],
      ['氛围灯亮度调到百分之六十', [light('ambient', 'set_brightness', { brightness: 60 })]],
      ['氛围灯亮度调到最大', [light('ambient', 'set_brightness', { brightness: 100 })]],
    ])
  })

  it('opens and closes the trunk', () => {
    expectReading([
      ['打开后备箱', [{ name: 'control_trunk', params: { action: 'open' } }]],
      ['后备箱打开一下', [{ name: 'control_trunk', params: { action: 'open' } }]],
      ['把尾门关上', [{ name: 'control_trunk', params: { action: 'close' } }]],
    ])
  })

  it('switches wipers and sets their speed', () => {
    const wiper = (params: Record<string, unknown>) => ({ name: 'control_wiper', params })
    expectReading([
      ['打开雨刮器', [wiper({ action: 'turn_on' })]],
      ['关闭雨刷', [wiper({ action: 'turn_off' })]],
      ['雨刮器调到最快', [wiper({ action: 'set_speed', speed: 'high' })]],
      ['雨刮调到最慢', [wiper({ action: 'set_speed', speed: 'low' })]],
      ['雨刮中速', [wiper({ action: 'set_speed', speed: 'medium' })]],
      ['打开自动雨刮', [wiper({ action: 'set_speed', speed: 'auto' })]],
    ])
  })
})
