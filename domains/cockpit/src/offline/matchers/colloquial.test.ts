import { describe, expect, it } from 'vitest'
import { parseUtterance } from '../parse-utterance.ts'

const seat = (action: string) => [{ name: 'control_seat', params: { seat: 'driver', action } }]
const wiper = (action: string) => [{ name: 'control_wiper', params: { action } }]
const ac = (direction: string) => [
  { name: 'control_ac', params: { action: 'adjust_temperature', direction } },
]

describe('complaints with an obvious remedy, said freely', () => {
  it.each(['腿底下冰凉冰凉的', '屁股下面凉嗖嗖', '坐垫冰得很', '腰这块有点凉', '屁股底下冷冰冰的'])(
    '%s warms the seat',
    (text) => expect(parseUtterance(text).calls).toEqual(seat('heating_on')),
  )

  it.each(['后背都捂出汗了', '背上黏糊糊的', '屁股底下全是汗', '座位烫屁股'])(
    '%s ventilates the seat',
    (text) => expect(parseUtterance(text).calls).toEqual(seat('ventilation_on')),
  )

  it.each(['雨越下越大了', '开始下雨了', '外头飘雨了', '掉雨点了', '下起暴雨来了'])(
    '%s starts the wipers',
    (text) => expect(parseUtterance(text).calls).toEqual(wiper('turn_on')),
  )

  it.each(['雨不下了', '外面不下了', '雨已经停了'])('%s stops the wipers', (text) =>
    expect(parseUtterance(text).calls).toEqual(wiper('turn_off')),
  )

  it.each([
    ['冻成狗了', 'up'],
    ['热成狗了', 'down'],
    ['冷冰冰的', 'up'],
    ['暖和暖和', 'up'],
    ['凉快凉快', 'down'],
  ])('%s adjusts the temperature %s', (text, direction) =>
    expect(parseUtterance(text).calls).toEqual(ac(direction)),
  )

  it.each(['明天会下雨吗', '雨下得大吗', '天气预报说下雨'])('%s asks about the weather, no wipers', (text) =>
    expect(parseUtterance(text).calls).toEqual([]),
  )
})
