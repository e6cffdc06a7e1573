import { describe, expect, it } from 'vitest'
import { parseUtterance } from './parse-utterance.ts'

const names = (text: string) => parseUtterance(text).calls.map((c) => `${c.name}.${String(c.params.action)}`)

describe('commands run together, as drivers say them without pauses', () => {
  it('reads three and more commands in one breath, in order', () => {
    expect(names('关闭座椅加热关闭座椅按摩关闭空调')).toEqual([
      'control_seat.heating_off',
      'control_seat.massage_off',
      'control_ac.turn_off',
    ])
    expect(names('打开大灯打开雾灯打开内循环')).toEqual([
      'control_light.turn_on',
      'control_light.turn_on',
      'control_ac.set_circulation',
    ])
  })

  it('gives each device the verb said beside it', () => {
    expect(parseUtterance('打开内循环关闭所有车窗').calls).toEqual([
      { name: 'control_ac', params: { action: 'set_circulation', circulation: 'inner' } },
      { name: 'control_window', params: { position: 'all', action: 'close' } },
    ])
    expect(parseUtterance('关闭遮阳帘打开天窗').calls).toEqual([
      { name: 'control_sunroof', params: { part: 'shade', action: 'close' } },
      { name: 'control_sunroof', params: { part: 'glass', action: 'open' } },
    ])
  })
})

describe('a second switch verb starts a second command', () => {
  it('gives each window its own verb, and keeps a verb after its window', () => {
    expect(parseUtterance('打开左后车窗关上右后车窗').calls).toEqual([
      { name: 'control_window', params: { position: 'rear_left', action: 'open' } },
      { name: 'control_window', params: { position: 'rear_right', action: 'close' } },
    ])
    expect(parseUtterance('副驾车窗打开一半').calls).toEqual([
      {
        name: 'control_window',
        params: { position: 'front_right', action: 'set_position', open_percentage: 50 },
      },
    ])
    expect(names('座椅通风关掉')).toEqual(['control_seat.ventilation_off'])
  })
})

describe('a window verb (降下, 升起) starts a command of its own', () => {
  it('关掉空调降下后排车窗 turns the AC off and lowers the rear windows, closing none', () => {
    expect(parseUtterance('关掉空调降下后排车窗').calls).toEqual([
      { name: 'control_ac', params: { action: 'turn_off' } },
      { name: 'control_window', params: { position: 'rear_left', action: 'open' } },
      { name: 'control_window', params: { position: 'rear_right', action: 'open' } },
    ])
  })
})

describe('a device named right after a finished setting starts a command of its own', () => {
  it('温度调到最低座椅通风开到二挡: the AC and the seat, each with its own value', () => {
    expect(parseUtterance('温度调到最低座椅通风开到二挡').calls).toEqual([
      { name: 'control_ac', params: { action: 'set_temperature', temperature: 16 } },
      { name: 'control_seat', params: { seat: 'driver', action: 'set_ventilation_level', level: 2 } },
    ])
  })

  it('settings of the same device stay one request: 后排温度二十四度风量二挡 keeps the rear zone on both', () => {
    expect(parseUtterance('后排温度二十四度风量二挡').calls).toEqual([
      { name: 'control_ac', params: { action: 'set_temperature', temperature: 24, zone: 'rear' } },
      { name: 'control_ac', params: { action: 'set_fan_speed', fan_speed: 2, zone: 'rear' } },
    ])
  })
})

describe('a feature the car lacks, run together with ones it has, keeps those it has', () => {
  it('打开能量回收关闭空调升起车窗: the AC and the window, in order; the rest is answered as not supported', () => {
    expect(names('打开能量回收关闭空调升起车窗')).toEqual(['control_ac.turn_off', 'control_window.close'])
  })

  it('the feature alone runs nothing: 关了空调的自然风 is no AC switch', () => {
    expect(parseUtterance('关了空调的自然风').calls).toEqual([])
  })
})

describe('other frames drivers use', () => {
  it('reads a map app named before the destination, 唱首 before a title, a clause closed by 吧', () => {
    expect(parseUtterance('用高德地图导航去西湖').calls).toEqual([
      { name: 'control_navigation', params: { action: 'set_destination', destination: '西湖' } },
    ])
    expect(parseUtterance('唱首小星星').calls).toEqual([
      { name: 'control_music', params: { action: 'search_and_play', song: '小星星' } },
    ])
    expect(parseUtterance('唱首歌给我听').calls).toEqual([
      { name: 'control_music', params: { action: 'play' } },
    ])
    expect(parseUtterance('算了吧我想听晴天').calls).toEqual([
      { name: 'control_music', params: { action: 'search_and_play', song: '晴天' } },
    ])
  })
})

describe('what is no music and no command', () => {
  it('does not play programmes as songs', () => {
    for (const text of ['播放新闻联播第三集', '放一下昨天的跨年晚会', '继续播放收音机'])
      expect(parseUtterance(text).calls, text).toEqual([])
  })

  it('takes an A-not-A question for a question', () => {
    for (const text of ['外面风大不大', '明天冷不冷']) expect(parseUtterance(text).calls, text).toEqual([])
  })
})
