import { describe, expect, it } from 'vitest'
import { parseUtterance } from './parse-utterance.ts'

const calls = (text: string) => parseUtterance(text).calls
const move = (direction: string) => [
  {
    name: 'control_seat',
    params: { seat: 'driver', action: 'adjust_position', position_adjustment: { direction } },
  },
]

describe('a position complained about asks for the other way', () => {
  it.each([
    ['座垫有点太高了', 'down'],
    ['座椅有点低', 'up'],
    ['座椅太靠前了', 'backward'],
    ['靠背太靠后了', 'recline_forward'],
    ['靠背太直了', 'recline_backward'],
  ])('%s moves %s', (text, direction) => expect(calls(text)).toEqual(move(direction)))

  it('while a request says its own way', () => {
    expect(calls('座椅高一点')).toEqual([
      {
        name: 'control_seat',
        params: {
          seat: 'driver',
          action: 'adjust_position',
          position_adjustment: { direction: 'up', amount: 'small' },
        },
      },
    ])
  })
})

describe('words that say why, or what is switched off', () => {
  it('airing the cabin is why the window opens, not the seat or AC ventilation', () => {
    expect(calls('打开车窗通通风空调关掉')).toEqual([
      { name: 'control_window', params: { position: 'front_left', action: 'open' } },
      { name: 'control_ac', params: { action: 'turn_off' } },
    ])
  })

  it.each(['把空调的自动模式关掉', '空调自动模式设为关闭'])(
    '%s switches a mode off, which the catalogue cannot: nothing runs',
    (text) => expect(calls(text)).toEqual([]),
  )

  it('a heated washer nozzle is not a seat', () => expect(calls('把加热喷水嘴打开')).toEqual([]))

  it('主副驾 names both front zones, not the passenger alone', () => {
    expect(calls('主副驾空调温度调到二十四度')).toEqual([
      { name: 'control_ac', params: { action: 'set_temperature', temperature: 24, zone: 'all' } },
    ])
  })
})

describe('a request not wanted', () => {
  it.each(['不想开窗', '我不想开座椅通风'])('%s runs nothing', (text) => expect(calls(text)).toEqual([]))
})
