import { describe, expect, it } from 'vitest'
import { CHINESE_NUMERAL, englishNumber, numberAt, parseChineseNumber } from './numerals.ts'

describe('Chinese numerals', () => {
  it.each([
    ['三百一十', 310],
    ['三百一', 310],
    ['两千', 2000],
    ['一千二', 1200],
    ['四百零七', 407],
    ['十九', 19],
    ['一一零', 110],
    ['零点五', 0.5],
    ['七万', 70000],
    ['六万三', 63000],
    ['二百二', 220],
    ['两百零五', 205],
    ['一千五', 1500],
    ['十六', 16],
    ['三点五', 3.5],
    ['两千五百万', 25_000_000],
  ])('reads %s as %d', (text, value) => {
    expect(parseChineseNumber(text)).toBe(value)
  })

  it('finds where a Chinese numeral starts and ends', () => {
    expect(CHINESE_NUMERAL.exec('二十四点五度')?.[0]).toBe('二十四点五')
    expect(CHINESE_NUMERAL.exec('度')).toBeNull()
  })

  it('refuses text that is not a numeral', () => {
    expect(parseChineseNumber('一点')).toBeUndefined()
    expect(parseChineseNumber('三点四点')).toBeUndefined()
  })
})

describe('numbers inside text', () => {
  it('reads digits, 两, 半 and 几 where they stand', () => {
    expect(numberAt('花了12.5元', 2)).toEqual({ value: 12.5, length: 4 })
    expect(numberAt('两瓶', 0)).toEqual({ value: 2, length: 1 })
    expect(numberAt('设成负零点五', 2)).toEqual({ value: -0.5, length: 4 })
    expect(numberAt('cut it to minus six', 10)).toEqual({ value: -6, length: 9 })
    expect(numberAt('负面', 0)).toBeUndefined()
    expect(numberAt('半斤', 0)?.value).toBe(0.5)
    expect(numberAt('几个', 0)?.value).toBe(3)
  })

  it('stops a Chinese numeral before 点 when no digit follows (一点 is "a little")', () => {
    expect(numberAt('三点', 0)).toEqual({ value: 3, length: 1 })
  })

  it('reads English number words, compound and hyphenated', () => {
    expect(numberAt('thirty-two bars', 0)).toEqual({ value: 32, length: 10 })
    expect(numberAt('three hundred and six', 0)?.value).toBe(306)
    expect(numberAt('nineteen', 0)?.value).toBe(19)
    expect(numberAt('zebra', 0)).toBeUndefined()
    expect(englishNumber('twelve semitones')).toEqual({ value: 12, length: 6 })
    expect(englishNumber('half')).toEqual({ value: 0.5, length: 4 })
  })
})
