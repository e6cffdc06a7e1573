import { describe, expect, it } from 'vitest'
import { parseUtterance } from './parse-utterance.ts'
import type { ParsedCall, ParseResult } from './types.ts'

/** Replays earlier turns, feeding each turn's calls to the next as context. */
function replay(turns: string[]): ParseResult {
  let previous: ParsedCall[] = []
  let result = parseUtterance('')
  for (const turn of turns) {
    result = parseUtterance(turn, { previousCalls: previous })
    previous = result.calls
  }
  return result
}

const ac = (params: Record<string, unknown>) => ({ name: 'control_ac', params })
const music = (params: Record<string, unknown>) => ({ name: 'control_music', params })

describe('several commands in one sentence', () => {
  it('splits at punctuation and sequencing words', () => {
    expect(parseUtterance('把空调调到24度，然后播放一首轻音乐').calls).toEqual([
      ac({ action: 'set_temperature', temperature: 24 }),
      music({ action: 'search_and_play', genre: '轻音乐' }),
    ])
    expect(parseUtterance('开空调、放首歌、导航去公司').calls).toEqual([
      ac({ action: 'turn_on' }),
      music({ action: 'play' }),
      { name: 'control_navigation', params: { action: 'set_destination', destination: '公司' } },
    ])
  })

  it('lends the verb across 和 and keeps 和 between places in one command', () => {
    expect(parseUtterance('打开座椅通风和空调').calls).toEqual([
      { name: 'control_seat', params: { seat: 'driver', action: 'ventilation_on' } },
      ac({ action: 'turn_on' }),
    ])
    expect(parseUtterance('空调和座椅加热都关了').calls).toEqual([
      ac({ action: 'turn_off' }),
      { name: 'control_seat', params: { seat: 'driver', action: 'heating_off' } },
    ])
    expect(parseUtterance('打开主驾和副驾的车窗').calls).toEqual([
      { name: 'control_window', params: { position: 'front_left', action: 'open' } },
      { name: 'control_window', params: { position: 'front_right', action: 'open' } },
    ])
  })

  it('finds commands run together without a connector, in the order said', () => {
    const result = parseUtterance('开空调放音乐')
    expect(result.calls).toEqual([ac({ action: 'turn_on' }), music({ action: 'play' })])
    expect(result.domain).toBe('vehicle_control')
    expect(parseUtterance('播放周杰伦的歌打开空调').calls).toEqual([
      music({ action: 'search_and_play', artist: '周杰伦' }),
      ac({ action: 'turn_on' }),
    ])
  })

  it('keeps a switch-on and a setting in one clause as two calls', () => {
    expect(parseUtterance('打开空调调到24度').calls).toEqual([
      ac({ action: 'turn_on' }),
      ac({ action: 'set_temperature', temperature: 24 }),
    ])
  })

  it('drops a complaint that an explicit command of the same domain answers', () => {
    expect(parseUtterance('有点冷，把空调调到26度').calls).toEqual([
      ac({ action: 'set_temperature', temperature: 26 }),
    ])
    expect(parseUtterance('有点冷，帮我暖和一下').calls).toEqual([
      ac({ action: 'adjust_temperature', direction: 'up' }),
    ])
  })
})

describe('context from the previous turn', () => {
  it('repeats an adjustment (再…一点)', () => {
    expect(replay(['温度调高一点', '再高一点']).calls).toEqual([
      ac({ action: 'adjust_temperature', direction: 'up' }),
    ])
    expect(replay(['音量大一点', '再大点']).calls).toEqual([
      music({ action: 'adjust_volume', direction: 'up' }),
    ])
    expect(replay(['风速调到3挡', '再大一点']).calls).toEqual([
      ac({ action: 'adjust_fan_speed', direction: 'up' }),
    ])
    expect(replay(['副驾座椅往前挪一点', '再往前一点']).calls).toEqual([
      {
        name: 'control_seat',
        params: {
          seat: 'passenger',
          action: 'adjust_position',
          position_adjustment: { direction: 'forward', amount: 'small' },
        },
      },
    ])
  })

  it('counts a relative amount from what the previous turn set', () => {
    expect(replay(['把空调调到26度', '再高两度']).calls).toEqual([
      ac({ action: 'set_temperature', temperature: 28 }),
    ])
  })

  it('changes one slot (26呢, 副驾也打开, 换成绿色)', () => {
    expect(replay(['把空调调到24度', '26呢']).calls).toEqual([
      ac({ action: 'set_temperature', temperature: 26 }),
    ])
    expect(replay(['主驾车窗打开', '副驾也打开']).calls).toEqual([
      { name: 'control_window', params: { position: 'front_right', action: 'open' } },
    ])
    expect(replay(['打开座椅加热', '副驾也要']).calls).toEqual([
      { name: 'control_seat', params: { seat: 'passenger', action: 'heating_on' } },
    ])
    expect(replay(['把车窗打开一半', '后排呢']).calls).toEqual([
      {
        name: 'control_window',
        params: { position: 'rear_left', action: 'set_position', open_percentage: 50 },
      },
      {
        name: 'control_window',
        params: { position: 'rear_right', action: 'set_position', open_percentage: 50 },
      },
    ])
    expect(replay(['氛围灯调成红色', '换成绿色']).calls).toEqual([
      { name: 'control_light', params: { light_type: 'ambient', action: 'set_color', color: 'green' } },
    ])
    expect(replay(['搜索附近的餐厅', '换成咖啡店']).calls).toEqual([
      { name: 'control_navigation', params: { action: 'search_poi', poi_category: '咖啡店' } },
    ])
  })

  it('turns the previous device off or cancels it', () => {
    expect(replay(['打开空调', '关了吧']).calls).toEqual([ac({ action: 'turn_off' })])
    expect(replay(['导航到北京天安门', '算了，取消吧']).calls).toEqual([
      { name: 'control_navigation', params: { action: 'cancel' } },
    ])
  })

  it('reads a clause on its own when it names its own device', () => {
    expect(replay(['打开空调', '打开后备箱']).calls).toEqual([
      { name: 'control_trunk', params: { action: 'open' } },
    ])
  })

  it('continues within one sentence too', () => {
    expect(parseUtterance('主驾座椅加热开到2挡，副驾开到1挡').calls).toEqual([
      { name: 'control_seat', params: { seat: 'driver', action: 'set_heating_level', level: 2 } },
      { name: 'control_seat', params: { seat: 'passenger', action: 'set_heating_level', level: 1 } },
    ])
  })
})

describe('the colloquial table', () => {
  const cases: ReadonlyArray<readonly [string, ParsedCall]> = [
    ['有点冷', ac({ action: 'adjust_temperature', direction: 'up' })],
    ['冻死了', ac({ action: 'adjust_temperature', direction: 'up' })],
    ['太热了', ac({ action: 'adjust_temperature', direction: 'down' })],
    ['凉快一点', ac({ action: 'adjust_temperature', direction: 'down' })],
    ['太闷了', ac({ action: 'set_mode', mode: 'ventilation' })],
    ['透透气', ac({ action: 'set_mode', mode: 'ventilation' })],
    ['太吵了', music({ action: 'adjust_volume', direction: 'down' })],
    ['听不清', music({ action: 'adjust_volume', direction: 'up' })],
    ['不好听', music({ action: 'next' })],
    ['切歌', music({ action: 'next' })],
    ['屁股好冷', { name: 'control_seat', params: { seat: 'driver', action: 'heating_on' } }],
    ['后背出汗了', { name: 'control_seat', params: { seat: 'driver', action: 'ventilation_on' } }],
    ['下雨了', { name: 'control_wiper', params: { action: 'turn_on' } }],
    ['看不清挡风玻璃', { name: 'control_wiper', params: { action: 'turn_on' } }],
    ['我饿了', { name: 'control_navigation', params: { action: 'search_poi', poi_category: '餐厅' } }],
    ['快没电了', { name: 'control_navigation', params: { action: 'search_poi', poi_category: '充电站' } }],
    [
      '堵死了',
      {
        name: 'control_navigation',
        params: { action: 'set_route_preference', route_preference: 'avoid_congestion' },
      },
    ],
    ['车里太暗了', { name: 'control_light', params: { light_type: 'reading', action: 'turn_on' } }],
  ]

  it.each(cases)('reads %s as its remedy', (text, expected) => {
    const result = parseUtterance(text)
    expect(result.calls).toEqual([expected])
    expect(result.confidence).toBeGreaterThanOrEqual(0.85)
  })
})
