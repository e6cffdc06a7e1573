import { describe, expect, it } from 'vitest'
import { parseUtterance } from './parse-utterance.ts'

const names = (text: string) => parseUtterance(text).calls.map((c) => `${c.name}.${String(c.params.action)}`)

describe('several commands joined by words, or by nothing', () => {
  it.each([
    ['导航回家路上放首歌', ['control_navigation.set_destination', 'control_music.play']],
    ['打开空调顺便把窗户关上', ['control_ac.turn_on', 'control_window.close']],
    ['先把空调打开再放点音乐', ['control_ac.turn_on', 'control_music.play']],
    ['关掉音乐同时打开阅读灯', ['control_music.pause', 'control_light.turn_on']],
    ['开窗关空调', ['control_window.open', 'control_ac.turn_off']],
    ['空调开到22度风速调到三挡', ['control_ac.set_temperature', 'control_ac.set_fan_speed']],
    ['导航去公司，完了放点摇滚', ['control_navigation.set_destination', 'control_music.search_and_play']],
    ['座椅加热打开另外音量调小点', ['control_seat.heating_on', 'control_music.adjust_volume']],
    ['把后备箱关上之后导航去超市', ['control_trunk.close', 'control_navigation.search_poi']],
    ['雨刮打开，再把车窗都摇上去', ['control_wiper.turn_on', 'control_window.close']],
  ])('%s', (text, expected) => {
    expect(names(text)).toEqual(expected)
  })

  it('keeps the destination free of the command run on after it', () => {
    const [go, music] = parseUtterance('导航到西湖路上来点民谣').calls
    expect(go).toEqual({
      name: 'control_navigation',
      params: { action: 'set_destination', destination: '西湖' },
    })
    expect(music).toEqual({ name: 'control_music', params: { action: 'search_and_play', genre: '民谣' } })
  })

  it('splits before a second place that carries its own setting', () => {
    const levels = (text: string) =>
      parseUtterance(text).calls.map((c) => [
        c.params.seat ?? c.params.position,
        c.params.level ?? c.params.action,
      ])
    expect(levels('主驾通风开三挡副驾开一挡')).toEqual([
      ['driver', 3],
      ['passenger', 1],
    ])
    expect(levels('左前窗全开右前窗关上')).toEqual([
      ['front_left', 'open'],
      ['front_right', 'close'],
    ])
    expect(levels('主驾和副驾的座椅加热都开到二挡')).toEqual([
      ['driver', 2],
      ['passenger', 2],
    ])
  })
})
