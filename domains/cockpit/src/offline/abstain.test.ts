import { describe, expect, it } from 'vitest'
import { parseUtterance } from './parse-utterance.ts'

describe('what the engine must not run even though it holds a command', () => {
  it.each([
    '十分钟后关空调',
    '五分钟以后打开车窗',
    '明天早上八点打开空调',
    '到家以后打开空调',
    '打开卧室的灯',
    '打开客厅的空调',
  ])('%s: a timer or a room the car lacks runs nothing, and asks for help', (text) => {
    const result = parseUtterance(text)
    expect(result.calls).toEqual([])
    expect(result.confidence).toBeLessThan(0.85)
  })

  it('answers a question about a device with nothing run, and a status question with its query', () => {
    expect(parseUtterance('空调开着吗').calls).toEqual([])
    expect(parseUtterance('车窗关好了没').calls).toEqual([])
    expect(parseUtterance('离目的地还有多远').calls).toEqual([])
    expect(parseUtterance('还能跑多远').calls).toEqual([
      { name: 'query_vehicle_status', params: { item: 'range' } },
    ])
  })

  it('still runs a command said with 了 or a polite question', () => {
    expect(parseUtterance('窗户全都关了').calls).toEqual([
      { name: 'control_window', params: { position: 'all', action: 'close' } },
    ])
    expect(parseUtterance('可以帮我把空调开了吗').calls).toEqual([
      { name: 'control_ac', params: { action: 'turn_on' } },
    ])
  })
})
