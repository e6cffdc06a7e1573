import { describe, expect, it } from 'vitest'
import { parseUtterance } from './parse-utterance.ts'

// Kinds of request where acting on what was recognised does something not asked for: each runs
// nothing (or the whole request, read right), never part of it or its opposite.
describe('requests the car cannot do exactly run nothing', () => {
  it.each([
    ['除了副驾其余车窗都打开', '"all but" is no call the catalogue has'],
    ['后备箱之外的都关上', '"all but" is no call the catalogue has'],
    ['close every window except the driver one', '"all but" is no call the catalogue has'],
    ['待会儿把座椅加热打开', 'a request put off until later is not run now'],
    ['稍后关掉氛围灯', 'a request put off until later is not run now'],
    ['一会再开天窗', 'a request put off until later is not run now'],
    ['即将把车窗打开', 'a request put off until later is not run now'],
    ['open the sunroof in a bit', 'a request put off until later is not run now'],
    ['下车的时候记得关窗', 'a reminder is not run now'],
    ['导航的声音调大点', 'a volume that is not the music’s changes nothing'],
    ['你的声音小一点', 'a volume that is not the music’s changes nothing'],
    ['把语音播报音量调低', 'a volume that is not the music’s changes nothing'],
    ['我可没说要关空调', 'denying having asked is a negation'],
    ['没让你把天窗打开', 'denying having asked is a negation'],
    ['给我放一段有声小说', 'a novel read aloud is no music'],
    ['开去上回那个地方', 'a place the car keeps no record of is asked about'],
  ])('%s: %s', (text) => {
    expect(parseUtterance(text).calls).toEqual([])
  })

  it('a title holding an exception word is still a title', () => {
    expect(parseUtterance('来个光年之外').calls).toEqual([
      { name: 'control_music', params: { action: 'search_and_play', song: '光年之外' } },
    ])
  })

  it('a condition without 就 is still a rule for later', () => {
    const parse = parseUtterance('假如我睡着了把歌关掉')
    expect(parse.calls).toEqual([])
    expect(parse.act).toBe('conditional')
  })
})

describe('corrections and steps', () => {
  it('a value said with 不是 is the one not wanted', () => {
    expect(parseUtterance('不是二十六度，是二十三度').calls).toEqual([
      { name: 'control_ac', params: { action: 'set_temperature', temperature: 23 } },
    ])
  })

  it('a first step nothing reads stops the steps after it', () => {
    const parse = parseUtterance('给老王发个消息然后导航回家')
    expect(parse.calls).toEqual([])
    expect(parse.unexplained?.join('')).toContain('老王')
  })

  it('a short remark before 再 is no step (还不够，再大点 continues the last request)', () => {
    const previousCalls = [{ name: 'control_music', params: { action: 'adjust_volume', direction: 'up' } }]
    expect(parseUtterance('还不够，再大点', { previousCalls }).calls).toEqual(previousCalls)
  })

  it('a first step read right runs with the next, in order', () => {
    expect(parseUtterance('音乐关小点然后导航去公司').calls.map((c) => c.params.action)).toEqual([
      'adjust_volume',
      'set_destination',
    ])
  })
})

describe('whom a request is for', () => {
  it('a seat named beside a call that did not take it stops the call', () => {
    const parse = parseUtterance('右后那位的屏幕亮一点')
    expect(parse.calls).toEqual([])
  })

  it('a complaint from a seat changes that seat’s climate zone', () => {
    expect(parseUtterance('副驾说冷得不行').calls).toEqual([
      { name: 'control_ac', params: { action: 'adjust_temperature', direction: 'up', zone: 'passenger' } },
    ])
    expect(parseUtterance('后座热死了').calls).toEqual([
      { name: 'control_ac', params: { action: 'adjust_temperature', direction: 'down', zone: 'rear' } },
    ])
  })
})

describe('halves of a request', () => {
  it('a clause naming a device that nothing read stops the half that was read', () => {
    const parse = parseUtterance('座椅加热打开，后视镜那边也搞搞')
    expect(parse.calls).toEqual([])
    expect(parse.unexplained?.join('')).toContain('后视镜')
  })

  it('a clause giving a reason that names a device is only a reason', () => {
    expect(parseUtterance('把天窗关上，不然空调没效果').calls).toEqual([
      { name: 'control_sunroof', params: { part: 'glass', action: 'close' } },
    ])
  })

  it('a device said to be in a state is described, not switched', () => {
    expect(parseUtterance('天窗开着外面好吵').calls).toEqual([])
  })

  it('calls that undo each other mean one was misread', () => {
    expect(parseUtterance('开着窗太冷了，关掉').calls).toEqual([])
    expect(parseUtterance('打开阅读灯，太晃了关掉阅读灯').calls).toEqual([])
  })
})

describe('narrowing is not switching off', () => {
  it('the AC narrowed (关小) turns the fan down, it does not switch the AC off', () => {
    expect(parseUtterance('空调关小点').calls).toEqual([
      { name: 'control_ac', params: { action: 'adjust_fan_speed', direction: 'down' } },
    ])
  })

  it('a window said before 再 is the one the step after it moves', () => {
    const state = { windows: { frontLeft: 60, frontRight: 0, rearLeft: 0, rearRight: 0 } }
    expect(parseUtterance('车窗再关小一点', { state }).calls).toEqual([
      {
        name: 'control_window',
        params: { position: 'front_left', action: 'set_position', open_percentage: 40 },
      },
    ])
  })
})

describe('names said around a thing the car has', () => {
  it('the fan’s level named as such is the fan', () => {
    expect(parseUtterance('风量等级开到最大').calls).toEqual([
      { name: 'control_ac', params: { action: 'set_fan_speed', fan_speed: 7 } },
    ])
  })

  it('the car’s own music is music, and 作品 only carries a title', () => {
    expect(parseUtterance('放本地歌曲').calls).toEqual([
      { name: 'control_music', params: { action: 'play' } },
    ])
    expect(parseUtterance('来一首作品小幸运').calls).toEqual([
      { name: 'control_music', params: { action: 'search_and_play', song: '小幸运' } },
    ])
  })
})

describe('a complaint about comfort beside a command is its reason', () => {
  it('外面太吵了把天窗关上 closes the sunroof and leaves the music alone', () => {
    expect(parseUtterance('外面太吵了把天窗关上').calls).toEqual([
      { name: 'control_sunroof', params: { part: 'glass', action: 'close' } },
    ])
  })

  it('a need is a request of its own: 快没电了，顺便放首歌 finds a charger and plays', () => {
    expect(parseUtterance('快没电了，顺便放首歌').calls.map((c) => c.name)).toEqual([
      'control_navigation',
      'control_music',
    ])
  })
})

// "The rest" means all but a base the request does not name: the car cannot know which parts are left.
describe('"the rest" of a device with parts, with no base named, is asked about', () => {
  it.each(['其余的车窗全关上', '其它座椅的加热都打开', '把剩下的灯都关了', 'close the other windows'])(
    '%s',
    (text) => {
      const parse = parseUtterance(text)
      expect(parse.calls).toEqual([])
      expect(parse.unexplained?.length).toBeGreaterThan(0)
    },
  )

  it.each([
    ['换条其他路线', 'control_navigation', 'reroute'],
    ['来点别的歌', 'control_music', 'next'],
    ['放首其它的音乐', 'control_music', 'next'],
  ])('%s: a route or a song has no parts, so "other" is another one', (text, name, action) => {
    expect(parseUtterance(text).calls).toEqual([{ name, params: { action } }])
  })
})
