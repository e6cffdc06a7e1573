import { describe, expect, it } from 'vitest'
import { read } from './read.ts'
import { lexicon } from './test-fixtures/lexicon.ts'
import type { DomainLexicon } from './types.ts'

// The fixture's "get" adds; said with "out" after its object it takes away.
const withSplit: DomainLexicon = {
  ...lexicon,
  splitActions: [{ id: 'remove', verbs: ['get'], particles: ['out', 'out of'] }],
}
const actions = (text: string, lex: DomainLexicon = withSplit) =>
  read(text, lex).clauses.map((clause) => clause.mentions.filter((m) => m.kind === 'action').map((m) => m.id))

describe('a verb split around its object', () => {
  it('means the split action when its particle follows in the same step', () => {
    expect(actions('get the oats out of the basket')).toEqual([['remove']])
    expect(read('get the oats out', withSplit).unknown).toEqual([])
  })

  it('keeps the verb’s own meaning without the particle, or when the particle is in a later step', () => {
    expect(actions('get the oats')).toEqual([['add']])
    expect(actions('get the oats, then show me what is out')[0]).toEqual(['add'])
  })

  it('changes nothing for a domain that has no split actions', () => {
    expect(actions('get the oats out', lexicon)).toEqual([['add']])
  })
})
