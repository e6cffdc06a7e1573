import { describe, expect, it } from 'vitest'
import { HIDDEN, Scan } from './scan.ts'

describe('Scan.takeAll', () => {
  it('hides every match at once and leaves the gaps as the rest', () => {
    const scan = new Scan('播放音乐和播放歌曲吧')
    const taken = scan.takeAll(/播放|歌曲?/g)
    expect(taken.map((m) => [m[0], m.index])).toEqual([
      ['播放', 0],
      ['播放', 5],
      ['歌曲', 7],
    ])
    expect(scan.visible).toBe(`${HIDDEN.repeat(2)}音乐和${HIDDEN.repeat(4)}吧`)
    expect(scan.rest()).toEqual([
      { text: '音乐和', at: 2 },
      { text: '吧', at: 9 },
    ])
    expect(scan.start).toBe(0)
  })

  it('does not take text already used, and changes nothing without a match', () => {
    const scan = new Scan('打开空调打开车窗')
    scan.take(/打开/)
    expect(scan.takeAll(/打开/g).map((m) => m.index)).toEqual([4])
    expect(scan.takeAll(/座椅/g)).toEqual([])
    expect(scan.rest()).toEqual([
      { text: '空调', at: 2 },
      { text: '车窗', at: 6 },
    ])
  })
})
