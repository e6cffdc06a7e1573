import { describe, expect, it } from 'vitest'
import { parseUtterance } from '../parse-utterance.ts'
import type { ParsedCall } from '../types.ts'

const nav = (params: Record<string, unknown>) => [{ name: 'control_navigation', params }]
const to = (destination: string) => nav({ action: 'set_destination', destination })
const near = (poi_category: string) => nav({ action: 'search_poi', poi_category })

function after(history: string, text: string) {
  const previousCalls: ParsedCall[] = parseUtterance(history).calls
  return parseUtterance(text, { previousCalls }).calls
}

describe('a named place is a destination, a kind of place a search', () => {
  it('keeps a name that merely ends in a category word as the destination', () => {
    expect(parseUtterance('导航去协和医院').calls).toEqual(to('协和医院'))
    expect(parseUtterance('带我去市第一人民医院').calls).toEqual(to('市第一人民医院'))
    expect(parseUtterance('去华联超市').calls).toEqual(to('华联超市'))
    expect(parseUtterance('导航到希尔顿酒店').calls).toEqual(to('希尔顿酒店'))
    expect(parseUtterance('开车到世界之窗').calls).toEqual(to('世界之窗'))
  })

  it('searches a bare or described kind of place', () => {
    expect(parseUtterance('导航去医院').calls).toEqual(near('医院'))
    expect(parseUtterance('带我去附近的超市').calls).toEqual(near('超市'))
    expect(parseUtterance('找家便宜点的酒店').calls).toEqual(near('酒店'))
    expect(parseUtterance('去个大一点的停车场').calls).toEqual(near('停车场'))
    expect(parseUtterance('导航到一家药店').calls).toEqual(near('药店'))
  })

  it('reads an activity as no place, and setting off as going', () => {
    for (const text of ['我要去洗个澡', '我去睡一会儿', '去买点东西']) {
      expect(parseUtterance(text).calls, text).toEqual([])
    }
    expect(parseUtterance('想去吃个饭').calls).toEqual(near('餐厅'))
    expect(parseUtterance('咱们出发去动物园').calls).toEqual(to('动物园'))
  })

  it('asks back for a place only pointed at', () => {
    for (const text of ['带我去个地方', '导航去一个地儿', '送我去那儿', '带我去个好地方']) {
      expect(parseUtterance(text).calls, text).toEqual([])
    }
  })
})

describe('cancelling and rerouting said freely', () => {
  it('cancels', () => {
    for (const text of [
      '导航停掉',
      '别导了',
      '导航关了吧',
      '把导航退了',
      '导航不要了',
      '把导航关一下',
      '关导航',
    ]) {
      expect(parseUtterance(text).calls, text).toEqual(nav({ action: 'cancel' }))
    }
    expect(after('导航去公司', '算了不去了')).toEqual(nav({ action: 'cancel' }))
    expect(after('带我去机场', '不用去了')).toEqual(nav({ action: 'cancel' }))
  })

  it('reroutes', () => {
    for (const text of ['重新算条路', '重新找一条路线', '再规划一条路', '换个路走', '路线重新规划一下']) {
      expect(parseUtterance(text).calls, text).toEqual(nav({ action: 'reroute' }))
    }
  })
})

describe('where to go, said in other frames', () => {
  it('reads other verbs and the place said before 导航', () => {
    expect(parseUtterance('我要到天安门').calls).toEqual(to('天安门'))
    expect(parseUtterance('首都机场导航').calls).toEqual(to('首都机场'))
    expect(parseUtterance('怎么去火车站').calls).toEqual(to('火车站'))
    expect(parseUtterance('设置导航去人民广场').calls).toEqual(to('人民广场'))
    expect(parseUtterance('打开导航').calls).toEqual([])
  })

  it('keeps only the destination of 从A到B and of a request said twice', () => {
    expect(parseUtterance('从公司到机场').calls).toEqual(to('机场'))
    expect(parseUtterance('从家里导航到虹桥火车站').calls).toEqual(to('虹桥火车站'))
    expect(parseUtterance('导航去机场导航去机场').calls).toEqual(to('机场'))
  })

  it('keeps numerals inside a name, but not a value with its unit', () => {
    expect(parseUtterance('导航到798艺术区').calls).toEqual(to('798艺术区'))
    expect(parseUtterance('导航去三号航站楼').calls).toEqual(to('三号航站楼'))
    expect(parseUtterance('导航去5050').calls).toEqual(to('5050'))
    expect(parseUtterance('车窗开到一半').calls[0]?.name).toBe('control_window')
  })

  it('takes no question or complaint for a place', () => {
    expect(parseUtterance('导航到哪了').calls).toEqual([])
    expect(parseUtterance('现在在哪').calls).toEqual([])
    expect(parseUtterance('导航又绕路了').calls).toEqual([])
    expect(parseUtterance('导航也关了').calls).toEqual(nav({ action: 'cancel' }))
    expect(parseUtterance('导航去关帝庙').calls).toEqual(to('关帝庙'))
    expect(parseUtterance('导航去公司可以吗').calls).toEqual(to('公司'))
    expect(parseUtterance('导航去招商银行').calls).toEqual(to('招商银行'))
    expect(parseUtterance('导航还要开多久').calls).toEqual([])
    expect(parseUtterance('这个导航怎么这么难用').calls).toEqual([])
  })

  it('reads 少走高速 as avoiding highways, not preferring them', () => {
    expect(parseUtterance('少走高速').calls).toEqual(
      nav({ action: 'set_route_preference', route_preference: 'no_highway' }),
    )
  })
})

describe('brands are kept whole', () => {
  it('searches the brand near by, not the whole category', () => {
    expect(parseUtterance('附近的招商银行').calls).toEqual(near('招商银行'))
    expect(parseUtterance('附近哪有加油站').calls).toEqual(near('加油站'))
    expect(parseUtterance('附近便宜点的酒店').calls).toEqual(near('酒店'))
  })
})

describe('wants and preferences said without a place or a route word', () => {
  it('searches for a dish wanted, and a restaurant for a meal', () => {
    expect(parseUtterance('我想吃酸菜鱼').calls).toEqual(near('酸菜鱼'))
    expect(parseUtterance('我要吃饭').calls).toEqual(near('餐厅'))
    expect(parseUtterance('我想吃药').calls).toEqual([])
    expect(parseUtterance('看看附近五百米左右的停车场有哪些').calls).toEqual(near('停车场'))
  })

  it('reads 时间较少 / 距离比较短 as the fastest / shortest route', () => {
    const preference = (route_preference: string) => nav({ action: 'set_route_preference', route_preference })
    expect(parseUtterance('走时间较少的道路').calls).toEqual(preference('fastest'))
    expect(parseUtterance('走距离比较短的路').calls).toEqual(preference('shortest'))
  })
})

describe('a destination beside a route preference', () => {
  it('keeps both, the place cut before the preference', () => {
    const preference = nav({ action: 'set_route_preference', route_preference: 'no_highway' })
    expect(parseUtterance('帮我规划一条去机场不走高速的路线').calls).toEqual([...preference, ...to('机场')])
    expect(parseUtterance('去机场不走高速').calls).toEqual([...to('机场'), ...preference])
    expect(parseUtterance('带我去火车站要快').calls).toEqual(to('火车站'))
  })
})

describe('what a navigation request is not', () => {
  it('a setting of the navigation (简单播报, 语音) is no destination', () => {
    expect(parseUtterance('开启导航简洁播报').calls).toEqual([])
    expect(parseUtterance('打开导航语音').calls).toEqual([])
  })

  it('a stop on the way is cut from the destination, and not dropped silently', () => {
    // The catalogue has no waypoints: the car asks about the stop instead of setting only the destination.
    const parse = parseUtterance('去火车站的路上途经一下超市')
    expect(parse.calls).toEqual([])
    expect(parse.unexplained?.join('')).toContain('超市')
    expect(parse.unexplained?.join('')).not.toContain('火车站')
  })

  it('哪个 before a kind of place asks for one of them', () => {
    expect(parseUtterance('附近哪家加油站').calls).toEqual([
      { name: 'control_navigation', params: { action: 'search_poi', poi_category: '加油站' } },
    ])
  })
})
