import { describe, expect, it } from 'vitest'
import { defaultCatalogue } from '../catalogue/catalogue.ts'
import { catalogueNames, catalogueObjects, catalogueWords } from './catalogue-words.ts'
import { parseUtterance } from './parse-utterance.ts'

describe("the built-in matchers' words from the catalogue files", () => {
  it('name every light type in control_light.json, the longest word read whole', () => {
    const types = defaultCatalogue().get('control_light')?.parameters.shape.light_type
    const words = catalogueWords('control_light', 'light_type')
    for (const type of (types as { options: string[] }).options) expect(words(type).source).not.toBe('(?!)')
    expect(words('headlight').exec('打开前大灯')?.[0]).toBe('前大灯')
  })

  it('are what the engine reads the lamps by', () => {
    expect(parseUtterance('打开雾灯').calls).toEqual([
      { name: 'control_light', params: { light_type: 'fog', action: 'turn_on' } },
    ])
    expect(parseUtterance('关掉车顶灯').calls).toEqual([
      { name: 'control_light', params: { light_type: 'reading', action: 'turn_off' } },
    ])
  })

  it('read wiper speeds, English words whole', () => {
    const words = catalogueWords('control_wiper', 'speed')
    expect(words('medium').test('雨刮调到中速')).toBe(true)
    expect(words('low').test('wipers low')).toBe(true)
    expect(words('low').test('slowly')).toBe(false)
  })

  it("name the trunk and the steering wheel from their files' objects", () => {
    expect(catalogueObjects('control_trunk').test('打开尾门')).toBe(true)
    expect(catalogueObjects('control_trunk').test('reboot the screen')).toBe(false)
    expect(parseUtterance('方向盘加热').calls).toEqual([
      { name: 'control_steering_wheel', params: { action: 'heating_on' } },
    ])
  })

  it('match nothing for a value the file gives no words', () => {
    expect(catalogueWords('control_light', 'no_such_param')('fog').test('雾灯')).toBe(false)
  })

  it("read open slots' gazetteers (artists, genres) from control_music.json", () => {
    expect(catalogueNames('control_music', 'artist').has('刀郎')).toBe(true)
    expect(catalogueNames('control_music', 'genre').has('民谣')).toBe(true)
    expect(parseUtterance('播放刀郎').calls).toEqual([
      { name: 'control_music', params: { action: 'search_and_play', artist: '刀郎' } },
    ])
    expect(catalogueNames('control_music', 'no_such_param').size).toBe(0)
  })
})
