import { describe, expect, it } from 'vitest'
import { effectSucceeded, judgeEffect, sameValue } from './tool-effect.ts'

describe('a tool call’s effect', () => {
  it('is the tool’s own judgement, read for a read-only tool, changed when the tool says nothing', () => {
    const judge = (output: { previous: number; value: number }) =>
      output.previous === output.value ? ('none' as const) : ('changed' as const)
    expect(judgeEffect({ effectOf: judge }, { previous: 4, value: 4 }, {})).toBe('none')
    expect(judgeEffect({ effectOf: judge }, { previous: 4, value: -3 }, {})).toBe('changed')
    expect(judgeEffect({ readOnly: true }, { hits: [] }, {})).toBe('read')
    expect(judgeEffect({}, null, {})).toBe('changed')
  })

  it('a judge that throws is not trusted, and only changed and read count as success', () => {
    const broken = () => {
      throw new Error('no output')
    }
    expect(judgeEffect({ effectOf: broken }, undefined, {})).toBe('changed')
    expect(['changed', 'read', 'none', 'refused'].map((e) => effectSucceeded(e as never))).toEqual([
      true,
      true,
      false,
      false,
    ])
  })

  it('compares values by value, objects by their JSON', () => {
    expect(sameValue(4, 4)).toBe(true)
    expect(sameValue(4, '4')).toBe(false)
    expect(sameValue([1, 2], [1, 2])).toBe(true)
    expect(sameValue({ x: 1 }, { x: 2 })).toBe(false)
    expect(sameValue(null, 0)).toBe(false)
  })
})
