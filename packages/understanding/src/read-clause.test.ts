import { describe, expect, it } from 'vitest'
import { read } from './read.ts'
import { lexicon } from './test-fixtures/lexicon.ts'

const first = (text: string) => read(text, lexicon).clauses[0]!

describe('negation, exceptions and quantifiers', () => {
  it('marks a negated step', () => {
    expect(first('别加红茶').negated).toBe(true)
    expect(first("don't remove the rice").negated).toBe(true)
    expect(first('remove the rice').negated).toBe(false)
  })

  it('keeps what follows "except / 除了" apart from what the action touches', () => {
    const english = first('remove everything except the oats')
    expect(english.quantifier).toBe('all')
    expect(english.except.map((m) => m.id)).toEqual(['oat'])
    expect(english.mentions.map((m) => m.id)).toEqual(['remove'])
    const chinese = first('除了大米之外全部拿掉')
    expect(chinese.except.map((m) => m.id)).toEqual(['rice'])
    expect(chinese.quantifier).toBe('all')
  })

  it('tells an explicit "all" from a single target', () => {
    expect(first('把篮子里的东西都删掉').quantifier).toBe('all')
    expect(first('remove all the rice').quantifier).toBe('all')
    expect(first('去掉大米').quantifier).toBe('single')
  })

  it('finds catalogue entities by any of their names', () => {
    expect(first('get black tea').mentions).toMatchObject([
      { kind: 'action', id: 'add' },
      { kind: 'entity', id: 'tea', catalogue: 'pantry' },
    ])
  })
})

describe('coverage', () => {
  it('lists the words it did not understand', () => {
    const reading = read('add oats to the flurbish', lexicon)
    expect(reading.unknown).toEqual(['flurbish'])
    expect(reading.coverage).toBeLessThan(1)
    expect(read('add oats', lexicon).coverage).toBe(1)
  })
})
