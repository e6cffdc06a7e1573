import { describe, expect, it } from 'vitest'
import { parseUtterance } from './parse-utterance.ts'

const ac = (params: Record<string, unknown>) => [{ name: 'control_ac', params }]
const volume = (direction: string) => [
  { name: 'control_music', params: { action: 'adjust_volume', direction } },
]
const move = (direction: string, amount?: string) => [
  {
    name: 'control_seat',
    params: {
      seat: 'driver',
      action: 'adjust_position',
      position_adjustment: amount ? { direction, amount } : { direction },
    },
  },
]

function expectCalls(cases: ReadonlyArray<readonly [string, unknown]>) {
  for (const [text, calls] of cases) expect(parseUtterance(text).calls, text).toEqual(calls)
}

describe('directions said any way', () => {
  it('reads every raising and lowering verb, with an amount or without', () => {
    expectCalls([
      ['温度往下降个两度', ac({ action: 'set_temperature', temperature: 22 })],
      ['空调温度下调一度', ac({ action: 'set_temperature', temperature: 23 })],
      ['温度往上升上三度', ac({ action: 'set_temperature', temperature: 27 })],
      ['温度往上提一提', ac({ action: 'adjust_temperature', direction: 'up' })],
      ['空调温度降一降', ac({ action: 'adjust_temperature', direction: 'down' })],
      ['风量往下调调', ac({ action: 'adjust_fan_speed', direction: 'down' })],
      ['音量往上加一点', volume('up')],
      ['声音下调一点', volume('down')],
    ])
  })

  it('names an axis without taking its direction from it', () => {
    expectCalls([
      ['座椅高度往上升一点', move('up', 'small')],
      ['座椅高度降低一些', move('down', 'medium')],
      ['座椅的高度往下放', move('down')],
      ['座椅前后往前挪一点', move('forward', 'small')],
    ])
  })
})

describe('complaints ask for the opposite', () => {
  it('turns loudness complaints down and quietness complaints up', () => {
    expectCalls([
      ['喇叭声太响了', volume('down')],
      ['音乐吵得我头疼', volume('down')],
      ['这音乐声震耳朵', volume('down')],
      ['小点声', volume('down')],
      ['音乐声儿有点小', volume('up')],
      ['大点声行不行', volume('up')],
    ])
  })

  it('reads how a state is intensified, in any region', () => {
    expectCalls([
      ['空调怎么这么冷', ac({ action: 'adjust_temperature', direction: 'up' })],
      ['这风吹得那么猛', ac({ action: 'adjust_fan_speed', direction: 'down' })],
      ['车里嘎嘎热', ac({ action: 'adjust_temperature', direction: 'down' })],
      ['后排老冷了', ac({ action: 'adjust_temperature', direction: 'up', zone: 'rear' })],
      ['风忒弱', ac({ action: 'adjust_fan_speed', direction: 'up' })],
    ])
  })
})
