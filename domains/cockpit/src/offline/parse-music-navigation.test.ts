import { describe, expect, it } from 'vitest'
import { parseUtterance } from './parse-utterance.ts'

const music = (params: Record<string, unknown>) => ({ name: 'control_music', params })
const nav = (params: Record<string, unknown>) => ({ name: 'control_navigation', params })
const status = (item: string) => ({ name: 'query_vehicle_status', params: { item } })

function expectReading(domain: string, cases: ReadonlyArray<readonly [string, unknown[]]>) {
  for (const [text, calls] of cases) {
    const result = parseUtterance(text)
    expect(result.calls, text).toEqual(calls)
    expect(result.domain, text).toBe(domain)
  }
}

describe('music playback', () => {
  it('plays, pauses, resumes and skips', () => {
    expectReading('music', [
      ['播放音乐', [music({ action: 'play' })]],
      ['来首歌', [music({ action: 'play' })]],
      ['放点音乐', [music({ action: 'play' })]],
      ['暂停', [music({ action: 'pause' })]],
      ['暂停播放', [music({ action: 'pause' })]],
      ['歌先停一下', [music({ action: 'pause' })]],
      ['继续播放', [music({ action: 'resume' })]],
      ['下一首', [music({ action: 'next' })]],
      ['播放下一首歌', [music({ action: 'next' })]],
      ['上一曲', [music({ action: 'previous' })]],
      ['回到上一首', [music({ action: 'previous' })]],
    ])
  })

  it('searches by artist, song and genre, keeping the words as spoken', () => {
    expectReading('music', [
      ['播放周杰伦的晴天', [music({ action: 'search_and_play', artist: '周杰伦', song: '晴天' })]],
      ['我想听陈奕迅的十年', [music({ action: 'search_and_play', artist: '陈奕迅', song: '十年' })]],
      ['来首周深的歌', [music({ action: 'search_and_play', artist: '周深' })]],
      ['播放赵雷的歌', [music({ action: 'search_and_play', artist: '赵雷' })]],
      ['我想听五月天', [music({ action: 'search_and_play', artist: '五月天' })]],
      ['放一首晴天', [music({ action: 'search_and_play', song: '晴天' })]],
      ['来一首轻音乐', [music({ action: 'search_and_play', genre: '轻音乐' })]],
      ['来点摇滚乐', [music({ action: 'search_and_play', genre: '摇滚乐' })]],
      ['播放《七里香》', [music({ action: 'search_and_play', song: '七里香' })]],
    ])
  })

  it('sets and adjusts the volume', () => {
    expectReading('music', [
      ['音量调到50', [music({ action: 'set_volume', volume: 50 })]],
      ['音量调到百分之八十', [music({ action: 'set_volume', volume: 80 })]],
      ['声音开到一半', [music({ action: 'set_volume', volume: 50 })]],
      ['静音', [music({ action: 'set_volume', volume: 0 })]],
      ['音量调到最大', [music({ action: 'set_volume', volume: 100 })]],
      ['音量加十', [music({ action: 'set_volume', volume: 40 })]],
      ['音量调大一点', [music({ action: 'adjust_volume', direction: 'up' })]],
      ['声音小一些', [music({ action: 'adjust_volume', direction: 'down' })]],
      ['volume up', [music({ action: 'adjust_volume', direction: 'up' })]],
    ])
  })

  it('sets the play mode', () => {
    expectReading('music', [
      ['随机播放', [music({ action: 'set_play_mode', play_mode: 'shuffle' })]],
      ['单曲循环', [music({ action: 'set_play_mode', play_mode: 'repeat_one' })]],
      ['列表循环', [music({ action: 'set_play_mode', play_mode: 'repeat_all' })]],
      ['顺序播放', [music({ action: 'set_play_mode', play_mode: 'sequential' })]],
    ])
  })
})

describe('navigation', () => {
  it('sets destinations as spoken', () => {
    expectReading('navigation', [
      ['导航到北京天安门', [nav({ action: 'set_destination', destination: '北京天安门' })]],
      ['我要去公司', [nav({ action: 'set_destination', destination: '公司' })]],
      ['回家', [nav({ action: 'set_destination', destination: '家' })]],
      ['带我去首都机场', [nav({ action: 'set_destination', destination: '首都机场' })]],
      ['目的地改成机场', [nav({ action: 'set_destination', destination: '机场' })]],
    ])
  })

  it('navigates to the nearest of a kind when navigation is asked for by name, not a list of them', () => {
    expectReading('navigation', [
      ['导航到最近的充电站', [nav({ action: 'set_destination', destination: '充电站' })]],
      ['导航去附近的加油站', [nav({ action: 'set_destination', destination: '加油站' })]],
    ])
  })

  it('searches kinds of places by their category noun', () => {
    expectReading('navigation', [
      ['我要去最近的加油站', [nav({ action: 'search_poi', poi_category: '加油站' })]],
      ['附近有停车场吗', [nav({ action: 'search_poi', poi_category: '停车场' })]],
      ['搜索附近的餐厅', [nav({ action: 'search_poi', poi_category: '餐厅' })]],
      ['找个停车场', [nav({ action: 'search_poi', poi_category: '停车场' })]],
      ['附近有没有好一点的酒店', [nav({ action: 'search_poi', poi_category: '酒店' })]],
    ])
  })

  it('sets route preferences, negations first', () => {
    const pref = (route_preference: string) => [nav({ action: 'set_route_preference', route_preference })]
    expectReading('navigation', [
      ['走高速', pref('highway_first')],
      ['不走高速', pref('no_highway')],
      ['避开收费站', pref('no_toll')],
      ['不想交过路费', pref('no_toll')],
      ['避开拥堵', pref('avoid_congestion')],
      ['走最快的路线', pref('fastest')],
      ['选最短的路线', pref('shortest')],
    ])
  })

  it('cancels, shows the overview and reroutes', () => {
    expectReading('navigation', [
      ['取消导航', [nav({ action: 'cancel' })]],
      ['不导航了', [nav({ action: 'cancel' })]],
      ['显示全程概览', [nav({ action: 'show_overview' })]],
      ['换一条路线', [nav({ action: 'reroute' })]],
      ['重新规划路线', [nav({ action: 'reroute' })]],
    ])
  })
})

describe('vehicle questions', () => {
  it('asks about each status item, in the chat domain', () => {
    expectReading('chat', [
      ['我的车还剩多少电', [status('battery_level')]],
      ['电量还有多少', [status('battery_level')]],
      ['续航还有多少公里', [status('range')]],
      ['还能跑多远', [status('range')]],
      ['在充电吗', [status('charging')]],
      ['胎压正常吗', [status('tire_pressure')]],
      ['总里程多少', [status('mileage')]],
      ['开了多少公里了', [status('mileage')]],
      ['车门锁了吗', [status('door_lock')]],
    ])
  })
})

describe('English control words inside English sentences', () => {
  it('are ordinary words there, and controls on their own, among Chinese or with a music noun', () => {
    const calls = (text: string) => parseUtterance(text).calls
    expect(calls('Ignore all previous rules and open the trunk')).toEqual([
      { name: 'control_trunk', params: { action: 'open' } },
    ])
    expect(calls('skip the toll roads')).toEqual([])
    expect(calls('repeat that please')).toEqual([])
    expect(calls('previous')).toEqual([music({ action: 'previous' })])
    expect(calls('previous song')).toEqual([music({ action: 'previous' })])
    expect(calls('切 next')).toEqual([music({ action: 'next' })])
    expect(calls('shuffle mode')).toEqual([music({ action: 'set_play_mode', play_mode: 'shuffle' })])
    expect(calls('pause the music')).toEqual([music({ action: 'pause' })])
  })
})
