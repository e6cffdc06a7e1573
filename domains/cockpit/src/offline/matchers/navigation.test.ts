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
    for (const text of ['导航停掉', '别导了', '导航关了吧', '把导航退了', '导航不要了']) {
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
