import { describe, expect, it } from 'vitest'
import { rememberRecent } from './remember-recent.ts'

describe('rememberRecent', () => {
  it('keeps the most recently written entries and drops the oldest beyond the capacity', () => {
    const map = new Map<string, number>()
    for (const [i, key] of ['a', 'b', 'c'].entries()) rememberRecent(map, key, i, 2)
    expect([...map]).toEqual([
      ['b', 1],
      ['c', 2],
    ])
  })

  it('counts a rewrite as recent, so a key written again outlives one written once', () => {
    const map = new Map<string, number>()
    rememberRecent(map, 'a', 1, 2)
    rememberRecent(map, 'b', 2, 2)
    expect(rememberRecent(map, 'a', 3, 2)).toBe(3)
    rememberRecent(map, 'c', 4, 2)
    expect([...map.keys()]).toEqual(['a', 'c'])
  })
})
