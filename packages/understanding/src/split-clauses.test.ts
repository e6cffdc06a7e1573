import { describe, expect, it } from 'vitest'
import { read } from './read.ts'
import { lexicon } from './test-fixtures/lexicon.ts'

const steps = (text: string) =>
  read(text, lexicon).clauses.map((clause) => ({
    text: clause.text,
    connective: clause.connective,
    actions: clause.mentions.filter((m) => m.kind === 'action').map((m) => m.id),
  }))

describe('clauses in order', () => {
  it('splits at 然后 and keeps the order said', () => {
    expect(steps('先加燕麦然后去掉红茶')).toEqual([
      { text: '先加燕麦', connective: undefined, actions: ['add'] },
      { text: '去掉红茶', connective: 'sequence', actions: ['remove'] },
    ])
  })

  it('splits at "and then" and "after that" in English', () => {
    const read3 = steps('add oats and then drop the rice, after that show the basket')
    expect(read3.map((s) => s.actions)).toEqual([['add'], ['remove'], ['show']])
    expect(read3.map((s) => s.connective)).toEqual([undefined, 'sequence', 'sequence'])
  })

  it('keeps "and" between two things in one step, splits it between two actions', () => {
    expect(steps('add oats and rice')).toHaveLength(1)
    expect(steps('add oats and remove rice').map((s) => s.connective)).toEqual([undefined, 'conjunction'])
  })

  it('reads 再 between two actions as a new step and at the start as "again"', () => {
    expect(steps('加燕麦再加大米').map((s) => s.actions)).toEqual([['add'], ['add']])
    const again = read('再来一袋大米', lexicon).clauses
    expect(again).toHaveLength(1)
    expect(again[0]!.again).toBe(true)
  })

  it('splits at "but" so what follows can keep things', () => {
    const clauses = read('remove the echo but keep everything else', lexicon).clauses
    expect(clauses.map((c) => c.connective)).toEqual([undefined, 'contrast'])
    expect(clauses[1]).toMatchObject({ keep: true, quantifier: 'rest' })
  })
})
