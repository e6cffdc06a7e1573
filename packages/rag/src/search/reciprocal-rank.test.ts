import { describe, expect, it } from 'vitest'
import { fuseRanks } from './reciprocal-rank.ts'

describe('reciprocal rank fusion', () => {
  it('puts an item ranked well by both lists above one ranked first by only one', () => {
    const fused = fuseRanks(
      [
        ['a', 'b', 'c'],
        ['b', 'd', 'a'],
      ],
      (x) => x,
    )
    expect(fused.map((f) => f.item)).toEqual(['b', 'a', 'd', 'c'])
    expect(fused[0]!.ranks).toEqual([2, 1])
    expect(fused.find((f) => f.item === 'c')!.ranks).toEqual([3, undefined])
  })

  it('scores 1 for first place in every list and less below, never above 1', () => {
    const fused = fuseRanks(
      [
        ['a', 'b'],
        ['a', 'b'],
      ],
      (x) => x,
    )
    expect(fused[0]!.score).toBeCloseTo(1, 10)
    expect(fused[1]!.score).toBeLessThan(1)
    expect(fuseRanks([['a'], []], (x) => x)[0]!.score).toBeCloseTo(0.5, 10)
  })

  it('weights lists and counts an item once per list', () => {
    const fused = fuseRanks([['a', 'a', 'b'], ['b']], (x) => x, { weights: [1, 3] })
    expect(fused.map((f) => f.item)).toEqual(['b', 'a'])
    expect(fuseRanks([], (x: string) => x)).toEqual([])
  })
})
