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
    '打开座椅冰箱',
    '打开第三排座椅加热',
    '打开空调的负离子',
    '打开后排屏幕的游戏',
    '播放快乐大本营节目',
  ])(
    '%s: a timer, a room, a feature or a programme the car lacks runs nothing, and asks for help',
    (text) => {
      const result = parseUtterance(text)
      expect(result.calls).toEqual([])
      expect(result.confidence).toBeLessThan(0.85)
    },
  )

  it('answers a question about a device with nothing run, and a status question with its query', () => {
    expect(parseUtterance('空调开着吗').calls).toEqual([])
    expect(parseUtterance('车窗关好了没').calls).toEqual([])
    expect(parseUtterance('车窗有没有关').calls).toEqual([])
    expect(parseUtterance('空调开了几度').calls).toEqual([])
    expect(parseUtterance('离目的地还有多远').calls).toEqual([])
    expect(parseUtterance('还能跑多远').calls).toEqual([
      { name: 'query_vehicle_status', params: { item: 'range' } },
    ])
  })

  it('takes a why-complaint or a what-question for no request', () => {
    expect(parseUtterance('为什么打不开车窗').calls).toEqual([])
    expect(parseUtterance('播放的什么歌').calls).toEqual([])
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

describe('a negation closed by 了: what is no longer wanted', () => {
  it('switches it off, on the device named', () => {
    const seat = { name: 'control_seat', params: { seat: 'driver', action: 'heating_off' } }
    expect(parseUtterance('主驾驶的座椅不用给我加热了').calls).toEqual([seat])
    expect(parseUtterance('座椅不需要加热了').calls).toEqual([seat])
    expect(parseUtterance('方向盘不用加热了').calls).toEqual([
      { name: 'control_steering_wheel', params: { action: 'heating_off' } },
    ])
  })

  it('runs nothing for a plain 别 / 不要 (do not switch it on)', () => {
    expect(parseUtterance('别开座椅加热').calls).toEqual([])
    expect(parseUtterance('不要打开空调').calls).toEqual([])
  })
})
