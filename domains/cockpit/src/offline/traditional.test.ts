import { describe, expect, it } from 'vitest'
import { parseUtterance } from './parse-utterance.ts'
import { toSimplified } from './traditional.ts'

const intents = (text: string) =>
  parseUtterance(text).calls.map((c) => `${c.name}.${String(c.params.action)}`)

describe('traditional characters', () => {
  it('maps the cockpit vocabulary to simplified characters', () => {
    expect(toSimplified('關閉後車廂')).toBe('关闭后车厢')
    expect(toSimplified('把冷氣調低一點')).toBe('把冷气调低一点')
  })

  it.each([
    ['打開副駕車窗', 'control_window.open'],
    ['關掉空調', 'control_ac.turn_off'],
    ['導航到台北車站', 'control_navigation.set_destination'],
    ['音樂暫停一下', 'control_music.pause'],
    ['座椅加熱開到二檔', 'control_seat.set_heating_level'],
    ['電量還剩多少', 'query_vehicle_status.undefined'],
  ])('%s', (text, intent) => expect(intents(text)).toEqual([intent]))
})

describe('a negated command is not carried out', () => {
  it.each(['别关窗户', '不要开空调', '先别打开后备箱', '甭调温度'])('%s makes no call', (text) =>
    expect(parseUtterance(text).calls).toEqual([]),
  )

  it.each([
    ['别放了', 'control_music.pause'],
    ['别走高速', 'control_navigation.set_route_preference'],
    ['换首别的', 'control_music.next'],
    ['不要导航了', 'control_navigation.cancel'],
  ])('%s is understood with its negation', (text, intent) => expect(intents(text)).toEqual([intent]))
})
