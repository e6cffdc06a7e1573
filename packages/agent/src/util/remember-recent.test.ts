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

describe('rememberRecent over many rewrites and evictions', () => {
  it('keeps exactly the most recently written keys, in the order they were last written', () => {
    const capacity = 50
    const map = new Map<number, number>()
    const written: number[] = []
    for (let i = 0; i < 5_000; i++) {
      // New keys mostly, and every third write rewrites a key written a while ago (kept or evicted).
      const key = i % 3 === 0 ? Math.max(0, i - 40) : i
      rememberRecent(map, key, i, capacity)
      written.push(key)
      if (i === 2_500) {
        map.clear()
        written.length = 0
      }
    }
    const lastWrite = new Map<number, number>()
    for (const [at, key] of written.entries()) lastWrite.set(key, at)
    const expected = [...lastWrite]
      .sort((a, b) => a[1] - b[1])
      .slice(-capacity)
      .map(([key]) => key)
    expect([...map.keys()]).toEqual(expected)
  })
})
