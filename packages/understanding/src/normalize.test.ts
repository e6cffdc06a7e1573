import { describe, expect, it } from 'vitest'
import { normalize } from './normalize.ts'
import { read } from './read.ts'
import { lexicon } from './test-fixtures/lexicon.ts'

describe('folding the text', () => {
  it('folds full-width forms and case without moving any character', () => {
    const typed = 'ＡＤＤ  Oats，然后去掉红茶'
    const folded = normalize(typed)
    expect(folded).toBe('add  oats,然后去掉红茶')
    expect(folded.length).toBe(typed.length)
  })

  it('gives clause offsets that cut the text as the user wrote it', () => {
    const typed = 'Add OATS, then drop the Rice'
    const [first, second] = read(typed, lexicon).clauses
    expect(typed.slice(first!.start, first!.end)).toBe('Add OATS')
    expect(typed.slice(second!.start, second!.end)).toBe('drop the Rice')
  })
})
