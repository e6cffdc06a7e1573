import { describe, expect, it } from 'vitest'
import { everyMatch, HIDDEN, Scan } from './scan.ts'

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

// What matchAll gives, as plain data: the matched text, where it starts, its groups.
const asData = (matches: Iterable<RegExpMatchArray>) => [...matches].map((m) => [m[0], m.index, [...m]])

describe('everyMatch', () => {
  it('gives what matchAll gives, empty matches and surrogate pairs included', () => {
    const cases: Array<[RegExp, string]> = [
      [/和|再/g, '打开空调和座椅加热再关窗'],
      [/(?=打开)|和/g, '关窗打开空调和车窗'],
      [/x*/g, 'a😀b'],
      [/x*/gu, 'a😀b'],
      [/(\d)(度)?/g, '26度和3'],
      [/none/g, '空调'],
    ]
    for (const [re, text] of cases) expect(asData(everyMatch(re, text))).toEqual(asData(text.matchAll(re)))
  })

  it('leaves the regex at lastIndex 0 for the next caller', () => {
    const re = /a/g
    everyMatch(re, 'aaa')
    expect(re.lastIndex).toBe(0)
    expect(everyMatch(re, 'ba')).toHaveLength(1)
  })
})
