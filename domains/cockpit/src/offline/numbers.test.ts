import { describe, expect, it } from 'vitest'
import { parseNumber, takePercent } from './numbers.ts'
import { Scan } from './scan.ts'

describe('parseNumber', () => {
  it('reads digits and decimals', () => {
    expect(parseNumber('24')).toBe(24)
    expect(parseNumber('24.5')).toBe(24.5)
    expect(parseNumber('0')).toBe(0)
  })

  it('reads Chinese numerals with units', () => {
    expect(parseNumber('二十四')).toBe(24)
    expect(parseNumber('十')).toBe(10)
    expect(parseNumber('十五')).toBe(15)
    expect(parseNumber('两')).toBe(2)
    expect(parseNumber('三')).toBe(3)
    expect(parseNumber('一百')).toBe(100)
    expect(parseNumber('一百零五')).toBe(105)
    expect(parseNumber('两千')).toBe(2000)
    expect(parseNumber('零')).toBe(0)
  })

  it('reads Chinese decimals', () => {
    expect(parseNumber('二十四点五')).toBe(24.5)
    expect(parseNumber('二十二点五')).toBe(22.5)
  })

  it('reads digit-by-digit numerals', () => {
    expect(parseNumber('二四')).toBe(24)
  })

  it('refuses what is not a number (一点 is "a bit")', () => {
    expect(parseNumber('一点')).toBeNull()
    expect(parseNumber('点')).toBeNull()
    expect(parseNumber('高')).toBeNull()
    expect(parseNumber('')).toBeNull()
  })
})

describe('takePercent', () => {
  const percent = (text: string) => takePercent(new Scan(text))

  it('reads percentages in words and signs', () => {
    expect(percent('开到百分之五十')).toBe(50)
    expect(percent('开到百分之七十')).toBe(70)
    expect(percent('开到50%')).toBe(50)
    expect(percent('开到 30 %')).toBe(30)
  })

  it('reads fractions, rounded to whole percent', () => {
    expect(percent('一半')).toBe(50)
    expect(percent('三分之一')).toBe(33)
    expect(percent('四分之一')).toBe(25)
    expect(percent('三分之二')).toBe(67)
    expect(percent('四分之三')).toBe(75)
    expect(percent('三成')).toBe(30)
  })

  it('finds nothing where there is no proportion', () => {
    expect(percent('打开车窗')).toBeNull()
    expect(percent('调到24度')).toBeNull()
  })

  it('uses the words it read', () => {
    const scan = new Scan('车窗开三分之一')
    takePercent(scan)
    expect(scan.rest().map((run) => run.text)).toEqual(['车窗开'])
  })
})

describe('parseNumber shares the Chinese reading of @mindwire/agent', () => {
  it('reads a digit after a hundred in the tens (二百五 = 250), unlike one after 零', () => {
    expect(parseNumber('二百五')).toBe(250)
    expect(parseNumber('二百零五')).toBe(205)
    expect(parseNumber('一千五')).toBe(1500)
  })
})
