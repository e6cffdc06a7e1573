import { describe, expect, it } from 'vitest'
import { cleanDestination, isDivisionName } from './admin-divisions.ts'

// Our own examples: [as said, whether it is a division, the destination kept].
const PLACES: ReadonlyArray<readonly [string, boolean, string]> = [
  ['广东省', true, '广东省'],
  ['璧山', true, '璧山'],
  ['璧山区那块', false, '璧山区'],
  ['广东省韶关市', true, '广东省韶关市'],
  ['韶关看看', false, '韶关'],
  ['世界之窗那边', false, '世界之窗'],
  // The district says where the place is; the place is what was asked for, every word kept.
  ['越秀区中山纪念堂', false, '越秀区中山纪念堂'],
  // A level word that would leave one character is needed (南县 is known, 南 alone is not).
  ['南县', true, '南县'],
  ['南', false, '南'],
]

describe('administrative divisions from the package data', () => {
  it.each(PLACES)('%s: a division alone is %s, the destination kept is %s', (said, division, kept) => {
    expect(isDivisionName(said)).toBe(division)
    expect(cleanDestination(said)).toBe(kept)
  })
})
