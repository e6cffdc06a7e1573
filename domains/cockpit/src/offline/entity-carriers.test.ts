import { describe, expect, it } from 'vitest'
import { parseUtterance } from './parse-utterance.ts'

const play = (params: Record<string, string>) => [
  { name: 'control_music', params: { action: 'search_and_play', ...params } },
]

// Words that introduce a name (叫, 歌名是, 唱的, 一趟) are no part of it: the slot holds the name alone.
describe('a title introduced by its name is the title, without the introducing words', () => {
  it.each([
    ['给我放一首叫做海阔天空的歌', '海阔天空'],
    ['我想听那首叫夜空中最亮的星的', '夜空中最亮的星'],
    ['播放歌名是小城故事的歌', '小城故事'],
    ['来一首名字叫十年的歌曲', '十年'],
  ])('%s → song %s', (text, song) => {
    expect(parseUtterance(text).calls).toEqual(play({ song }))
  })

  it('叫醒 wakes someone: it introduces no title', () => {
    expect(parseUtterance('放首歌叫醒我').calls).not.toEqual(play({ song: '醒我' }))
  })
})

describe('a title named after its singer or its carrier keeps only the title', () => {
  it.each([
    ['放一首张学友的歌叫吻别', { artist: '张学友', song: '吻别' }],
    ['播放一下歌曲叫夜空中最亮的星', { song: '夜空中最亮的星' }],
    ['我想听七里香这张专辑', { song: '七里香' }],
  ])('%s', (text, params) => {
    expect(parseUtterance(text).calls).toEqual(play(params))
  })
})

describe('a place introduced by its name is that name', () => {
  it.each([
    ['导航去一家叫外婆家的店', '外婆家'],
    ['带我去一个叫做鼓浪屿的地方', '鼓浪屿'],
  ])('%s → %s', (text, destination) => {
    expect(parseUtterance(text).calls).toEqual([
      { name: 'control_navigation', params: { action: 'set_destination', destination } },
    ])
  })

  it('a shop whose name starts with 叫 keeps it: 导航到叫花鸡老店', () => {
    expect(parseUtterance('导航到叫花鸡老店').calls[0]?.params.destination).toBe('叫花鸡老店')
  })
})

describe('a name before 唱的 is the singer, known to the car or not', () => {
  it.each([
    ['放一首王菲唱的红豆', { artist: '王菲', song: '红豆' }],
    ['我要听蔡琴演唱的恰似你的温柔', { artist: '蔡琴', song: '恰似你的温柔' }],
    ['来首郑钧唱过的歌', { artist: '郑钧' }],
  ])('%s', (text, params) => {
    expect(parseUtterance(text).calls).toEqual(play(params))
  })
})

describe('well-known performers are singers, read from config/understanding/music-names.json', () => {
  it.each([
    ['播放张靓颖', '张靓颖'],
    ['我想听孙楠', '孙楠'],
    ['放点梅艳芳的', '梅艳芳'],
  ])('%s → artist %s, not a song of that name', (text, artist) => {
    expect(parseUtterance(text).calls).toEqual(play({ artist }))
  })

  it('a known title after a weak verb is music: 放一下海阔天空', () => {
    expect(parseUtterance('放一下海阔天空').calls).toEqual(play({ song: '海阔天空' }))
  })
})

describe('a trip said before the place is no part of it', () => {
  it.each([
    ['带我去一趟人民医院', '人民医院'],
    ['导航去趟浦东机场', '浦东机场'],
  ])('%s → %s', (text, destination) => {
    expect(parseUtterance(text).calls).toEqual([
      { name: 'control_navigation', params: { action: 'set_destination', destination } },
    ])
  })
})

describe('every cabin light, when the request says all of them', () => {
  const both = (action: string) => [
    { name: 'control_light', params: { light_type: 'ambient', action } },
    { name: 'control_light', params: { light_type: 'reading', action } },
  ]
  it.each([
    ['车里的灯全都打开', 'turn_on'],
    ['所有灯光都关掉', 'turn_off'],
    ['把灯全部关了', 'turn_off'],
    ['turn on all the lights', 'turn_on'],
  ])('%s → ambient and reading', (text, action) => {
    expect(parseUtterance(text).calls).toEqual(both(action))
  })

  it('a single light named stays that light: 把阅读灯关了', () => {
    expect(parseUtterance('把阅读灯关了').calls).toEqual([
      { name: 'control_light', params: { light_type: 'reading', action: 'turn_off' } },
    ])
  })

  it('the driving lights are never switched by a word for all: 所有灯都关掉 leaves the headlights', () => {
    const names = parseUtterance('所有灯都关掉').calls.map((c) => c.params.light_type)
    expect(names).not.toContain('headlight')
  })
})

describe('a remark about a song is no request to play it again', () => {
  it('刚才那首歌挺好听的 changes nothing, 放一下刚才那首 goes back', () => {
    expect(parseUtterance('刚才那首歌挺好听的').calls).toEqual([])
    expect(parseUtterance('放一下刚才那首').calls).toEqual([
      { name: 'control_music', params: { action: 'previous' } },
    ])
  })
})
