import { describe, expect, it } from 'vitest'
import { parseUtterance } from './parse-utterance.ts'
import type { ParsedCall } from './types.ts'

const fn =
  (name: string) =>
  (params: Record<string, unknown>): ParsedCall => ({ name, params })
const ac = fn('control_ac')
const sunroof = (part: string, action: string, open_percentage?: number) =>
  fn('control_sunroof')(open_percentage === undefined ? { part, action } : { part, action, open_percentage })
const mirror = (side: string, action: string) => fn('control_mirror')({ side, action })
const screen = (screen: string, action: string, extra: Record<string, unknown> = {}) =>
  fn('control_screen')({ screen, action, ...extra })
const lamp = (light_type: string, action: string) => fn('control_light')({ light_type, action })
const wheel = (action: string) => fn('control_steering_wheel')({ action })
const seat = (seat: string, action: string) => fn('control_seat')({ seat, action })

/** Each text reads as exactly these calls, surely enough for the fast path. */
function expectReading(cases: ReadonlyArray<readonly [string, ParsedCall[]]>) {
  for (const [text, calls] of cases) {
    const result = parseUtterance(text)
    expect(result.calls, text).toEqual(calls)
    expect(result.confidence, text).toBeGreaterThanOrEqual(0.85)
  }
}

describe('defrost, circulation and climate zones', () => {
  it('reads fog on the glass and the glass named', () => {
    expectReading([
      ['打开除霜', [ac({ action: 'defrost_on' })]],
      ['前挡风除雾', [ac({ action: 'defrost_on', target: 'front' })]],
      ['开启后挡风除霜', [ac({ action: 'defrost_on', target: 'rear' })]],
      ['把后除霜关了', [ac({ action: 'defrost_off', target: 'rear' })]],
      ['除雾关掉', [ac({ action: 'defrost_off' })]],
    ])
    // The fog is a complaint with words to spare: still a defrost, less sure.
    expect(parseUtterance('玻璃起雾了').calls).toEqual([ac({ action: 'defrost_on' })])
    expect(parseUtterance('车窗上全是雾气').calls).toEqual([ac({ action: 'defrost_on' })])
  })

  it('reads inner, outer and automatic circulation, and switching one off as the other', () => {
    expectReading([
      ['内循环', [ac({ action: 'set_circulation', circulation: 'inner' })]],
      ['打开外循环', [ac({ action: 'set_circulation', circulation: 'outer' })]],
      ['空调切换到内循环', [ac({ action: 'set_circulation', circulation: 'inner' })]],
      ['关闭内循环', [ac({ action: 'set_circulation', circulation: 'outer' })]],
      ['循环模式改成自动', [ac({ action: 'set_circulation', circulation: 'auto' })]],
      [
        '打开空调打开外循环',
        [ac({ action: 'turn_on' }), ac({ action: 'set_circulation', circulation: 'outer' })],
      ],
    ])
  })

  it('names a zone only when the driver says one', () => {
    expectReading([
      ['主驾空调调到23度', [ac({ action: 'set_temperature', temperature: 23, zone: 'driver' })]],
      ['副驾温度调到22度', [ac({ action: 'set_temperature', temperature: 22, zone: 'passenger' })]],
      ['打开后排空调', [ac({ action: 'turn_on', zone: 'rear' })]],
      ['关掉副驾的空调', [ac({ action: 'turn_off', zone: 'passenger' })]],
      ['后排温度高一点', [ac({ action: 'adjust_temperature', direction: 'up', zone: 'rear' })]],
      ['空调调到22度', [ac({ action: 'set_temperature', temperature: 22 })]],
    ])
  })
})

describe('sunroof and shade', () => {
  it('reads the glass and the shade, proportions and tilting', () => {
    expectReading([
      ['打开天窗', [sunroof('glass', 'open')]],
      ['天窗关上', [sunroof('glass', 'close')]],
      ['天窗开一半', [sunroof('glass', 'set_position', 50)]],
      ['天窗打开百分之三十', [sunroof('glass', 'set_position', 30)]],
      ['把天窗翘起来', [sunroof('glass', 'tilt')]],
      ['关遮阳帘', [sunroof('shade', 'close')]],
      ['天幕打开', [sunroof('shade', 'open')]],
      ['把遮阳帘拉上', [sunroof('shade', 'close')]],
    ])
  })

  it('takes the verb beside each device when commands run together', () => {
    expectReading([
      ['打开天窗关闭空调', [sunroof('glass', 'open'), ac({ action: 'turn_off' })]],
      ['关闭天窗打开后备箱', [sunroof('glass', 'close'), fn('control_trunk')({ action: 'open' })]],
    ])
  })
})

describe('mirrors, lamps, screens, steering wheel, massage', () => {
  it('reads mirrors, both sides unless one is named', () => {
    expectReading([
      ['折叠后视镜', [mirror('all', 'fold')]],
      ['后视镜展开', [mirror('all', 'unfold')]],
      ['打开后视镜加热', [mirror('all', 'heating_on')]],
      ['右边后视镜加热关掉', [mirror('right', 'heating_off')]],
    ])
  })

  it('reads the exterior lamps, and 小灯 as the position lamp', () => {
    expectReading([
      ['打开大灯', [lamp('headlight', 'turn_on')]],
      ['远光灯关了', [lamp('high_beam', 'turn_off')]],
      ['开一下雾灯', [lamp('fog', 'turn_on')]],
      ['打开示宽灯', [lamp('position', 'turn_on')]],
      ['把小灯打开', [lamp('position', 'turn_on')]],
      ['关闭大灯打开示廓灯', [lamp('headlight', 'turn_off'), lamp('position', 'turn_on')]],
    ])
  })

  it('reads screens, the centre one when none is named', () => {
    expectReading([
      ['中控屏亮一点', [screen('center', 'adjust_brightness', { direction: 'up' })]],
      ['屏幕调暗一点', [screen('center', 'adjust_brightness', { direction: 'down' })]],
      ['关掉副驾屏', [screen('passenger', 'turn_off')]],
      ['仪表盘亮度调到60', [screen('instrument', 'set_brightness', { brightness: 60 })]],
      ['打开后排屏幕', [screen('rear', 'turn_on')]],
    ])
    expect(
      parseUtterance('再暗一点', {
        previousCalls: [screen('center', 'adjust_brightness', { direction: 'down' })],
      }).calls,
    ).toEqual([screen('center', 'adjust_brightness', { direction: 'down' })])
  })

  it('reads steering-wheel heating and seat massage', () => {
    expectReading([
      ['打开方向盘加热', [wheel('heating_on')]],
      ['方向盘加热关掉', [wheel('heating_off')]],
      ['打开座椅按摩', [seat('driver', 'massage_on')]],
      ['关闭副驾座椅按摩', [seat('passenger', 'massage_off')]],
      ['打开方向盘加热和座椅加热', [wheel('heating_on'), seat('driver', 'heating_on')]],
      ['打开座椅按摩打开座椅通风', [seat('driver', 'massage_on'), seat('driver', 'ventilation_on')]],
    ])
    expect(parseUtterance('方向盘好冰').calls).toEqual([wheel('heating_on')])
  })
})

describe('the same functions said other ways', () => {
  it('reads a heated rear window as its defroster, a crack of sunroof as 20 %', () => {
    expectReading([
      ['把前挡除个雾', [ac({ action: 'defrost_on', target: 'front' })]],
      ['后窗加热打开', [ac({ action: 'defrost_on', target: 'rear' })]],
      ['切成内循环模式', [ac({ action: 'set_circulation', circulation: 'inner' })]],
      ['天窗开个缝', [sunroof('glass', 'set_position', 20)]],
      ['后排座椅加热打开', [seat('rear_left', 'heating_on'), seat('rear_right', 'heating_on')]],
    ])
  })

  it('joins two devices of one family under one verb', () => {
    expectReading([
      ['天窗和遮阳帘都关上', [sunroof('glass', 'close'), sunroof('shade', 'close')]],
      ['打开雾灯和示廓灯', [lamp('fog', 'turn_on'), lamp('position', 'turn_on')]],
      ['打开座椅按摩和通风', [seat('driver', 'massage_on'), seat('driver', 'ventilation_on')]],
    ])
  })
})

describe('follow-ups of round-2 calls', () => {
  const after = (first: string, text: string) =>
    parseUtterance(text, { previousCalls: parseUtterance(first).calls }).calls

  it('keeps the device, the side, the zone and the feature of the call before', () => {
    expect(after('折叠左边后视镜', '右边也折叠')).toEqual([mirror('right', 'fold')])
    expect(after('后视镜加热', '关掉')).toEqual([mirror('all', 'heating_off')])
    expect(after('副驾温度调到22度', '再高一点')).toEqual([
      ac({ action: 'adjust_temperature', direction: 'up', zone: 'passenger' }),
    ])
    expect(after('副驾温度调到22度', '空调关掉')).toEqual([ac({ action: 'turn_off' })])
    expect(after('天窗开一半', '再开大一点')).toEqual([sunroof('glass', 'set_position', 70)])
    expect(after('打开座椅按摩', '副驾也打开')).toEqual([seat('passenger', 'massage_on')])
    expect(after('中控屏亮度调到50', '80呢')).toEqual([
      screen('center', 'set_brightness', { brightness: 80 }),
    ])
  })
})

describe('real in-car phrasing around the new functions', () => {
  it('reads two screens in order, a step said before 亮度, and the air a sunroof is opened for', () => {
    expectReading([
      [
        '中控屏亮度调到最亮仪表屏亮度调到最暗',
        [
          screen('center', 'set_brightness', { brightness: 100 }),
          screen('instrument', 'set_brightness', { brightness: 0 }),
        ],
      ],
      ['调低屏幕亮度', [screen('center', 'adjust_brightness', { direction: 'down' })]],
      ['把天窗打开通通风', [sunroof('glass', 'open')]],
      [
        '把遮阳帘打开把副驾车窗关上',
        [sunroof('shade', 'open'), fn('control_window')({ position: 'front_right', action: 'close' })],
      ],
    ])
  })

  it('runs nothing for the interior mirror, screen mirroring, massage programmes, or 取消静音', () => {
    for (const text of [
      '关闭流媒体后视镜',
      '打开手机投屏',
      '座椅按摩切换到腰部模式',
      '取消静音',
      '按摩力度调大',
    ])
      expect(parseUtterance(text).calls, text).toEqual([])
  })
})

describe('values the car cannot take', () => {
  it('asks back instead of opening fully or picking a limit', () => {
    for (const text of ['天窗开到百分之一百五十', '车窗开到150', '中控屏亮度调到120', '副驾温度调到40度']) {
      const result = parseUtterance(text)
      expect(result.calls, text).toEqual([])
      expect(result.needsClarification, text).toBe(true)
    }
  })
})

describe('functions even the extended catalogue lacks', () => {
  it('calls nothing, rather than a neighbouring function', () => {
    for (const text of [
      '打开香氛',
      '香氛浓度调高一点',
      '冰箱温度调低一点',
      '把悬架调高',
      '切换到运动驾驶模式',
      '帮我系上安全带',
      '打开充电口',
      '方向盘往上调一点',
      '打开双闪',
      '后排脚踏加热打开',
      '车外扬声器声音调大',
    ]) {
      const result = parseUtterance(text)
      expect(result.calls, text).toEqual([])
      expect(result.domain, text).toBe('chat')
    }
  })

  it('keeps the supported request next to an unsupported one', () => {
    expect(parseUtterance('打开空调，打开香氛').calls).toEqual([ac({ action: 'turn_on' })])
  })
})
