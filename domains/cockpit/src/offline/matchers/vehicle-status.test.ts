import { describe, expect, it } from 'vitest'
import { parseUtterance } from '../parse-utterance.ts'

const status = (item: string) => [{ name: 'query_vehicle_status', params: { item } }]
const charger = [{ name: 'control_navigation', params: { action: 'search_poi', poi_category: '充电站' } }]

describe('vehicle questions asked freely', () => {
  it.each([
    ['电池剩几格了', 'battery_level'],
    ['这会儿电量是多少', 'battery_level'],
    ['电还有百分之几', 'battery_level'],
    ['还有几成电', 'battery_level'],
    ['电池电量怎么样', 'battery_level'],
    ['满电还能开几公里', 'range'],
    ['剩的电还够跑多远', 'range'],
    ['估计还能走多少公里', 'range'],
    ['续航显示多少', 'range'],
    ['电充上了没', 'charging'],
    ['是不是正在充电', 'charging'],
    ['充满了没有', 'charging'],
    ['看看轮胎气压', 'tire_pressure'],
    ['四个轮胎的气压正不正常', 'tire_pressure'],
    ['里程表上多少公里了', 'mileage'],
    ['表显多少了', 'mileage'],
    ['这车一共跑了几万公里', 'mileage'],
    ['车门全锁上了', 'door_lock'],
    ['门都锁好没有', 'door_lock'],
    ['车锁上没', 'door_lock'],
  ])('%s asks for %s', (text, item) => {
    const result = parseUtterance(text)
    expect(result.calls).toEqual(status(item))
    expect(result.domain).toBe('chat')
  })

  it.each(['电快用光了', '电池快不行了', '电量见底了', '没啥电了'])(
    '%s states a low battery: find a charger',
    (text) => {
      expect(parseUtterance(text).calls).toEqual(charger)
    },
  )

  it.each(['把车门锁上', '帮我锁一下车', '给老妈打个电话'])('%s is no status question', (text) => {
    expect(parseUtterance(text).calls).toEqual([])
  })
})
