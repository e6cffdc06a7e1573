import { describe, expect, it } from 'vitest'
import { parseUtterance } from './parse-utterance.ts'

// Levels, zones and extremes as drivers say them (our own wording).
describe('a zone said before the fan names the fan’s zone', () => {
  it.each([
    ['右前出风量调到五挡', { action: 'set_fan_speed', fan_speed: 5, zone: 'passenger' }],
    ['左前风速小一点', { action: 'adjust_fan_speed', direction: 'down', zone: 'driver' }],
    ['后排风力开到二挡', { action: 'set_fan_speed', fan_speed: 2, zone: 'rear' }],
  ])('%s', (text, params) => {
    expect(parseUtterance(text).calls).toEqual([{ name: 'control_ac', params }])
  })
})

describe('the fan’s middle and its extremes with their unit', () => {
  it.each([
    ['风速开到中档', 4],
    ['把风量调成中速', 4],
    ['风量开到最大档位', 7],
  ])('%s → level %d', (text, level) => {
    expect(parseUtterance(text).calls).toEqual([
      { name: 'control_ac', params: { action: 'set_fan_speed', fan_speed: level } },
    ])
  })
})

describe('a seat moved to its extreme', () => {
  it('副驾的座椅挪到最前面: the passenger seat, forward, all the way', () => {
    expect(parseUtterance('副驾的座椅挪到最前面').calls).toEqual([
      {
        name: 'control_seat',
        params: {
          seat: 'passenger',
          action: 'adjust_position',
          position_adjustment: { direction: 'forward', amount: 'large' },
        },
      },
    ])
  })

  it('最前面 is a direction there, not the front row: no second seat moves', () => {
    const seats = parseUtterance('座椅往前挪到最前面').calls.map((c) => c.params.seat)
    expect(seats).not.toContain('passenger')
  })
})
