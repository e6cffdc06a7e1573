import { describe, expect, it } from 'vitest'
import { cleanDestination, isDivisionName } from './admin-divisions.ts'

// Our own examples: [as said, whether it is a division, the destination kept].
const PLACES: ReadonlyArray<readonly [string, boolean, string]> = [
  ['广东省', true, '广东'],
  ['璧山', true, '璧山'],
  ['璧山区那块', false, '璧山'],
  ['广东省韶关市', true, '韶关'],
  ['世界之窗那边', false, '世界之窗'],
  // The district says where the place is; the place is what was asked for, every word kept.
  ['越秀区中山纪念堂', false, '越秀区中山纪念堂'],
  // A level word that would leave one character stays, and a lake is not its district.
  ['南县', true, '南县'],
  ['杭州西湖', true, '杭州西湖'],
]

describe('administrative divisions from the package data', () => {
  it.each(PLACES)('%s: a division alone is %s, kept as %s', (said, division, kept) => {
    expect(isDivisionName(said)).toBe(division)
    expect(cleanDestination(said)).toBe(kept)
  })
})
