import { describe, expect, it } from 'vitest'
import { candidateQuery } from './candidate-terms.ts'

const terms = (...texts: string[]) => texts.map((text) => ({ text, idf: 10 }))

describe('candidateQuery', () => {
  it('leaves out terms held by more than a thousand chunks, keeping rarer and unknown ones', () => {
    const held = new Map([
      ['模块', 40_000],
      ['参数', 5_000],
      ['截止频率', 800],
    ])
    const query = candidateQuery(terms('模块', '截止频率', '参数', 'cutoff', '共振'), held)
    expect(query.match).toBe('any')
    expect(query.terms.sort()).toEqual(['cutoff', '共振', '截止频率'].sort())
  })

  it('asks for the two rarest together when every term is common, so a query still finds something', () => {
    const held = new Map([
      ['模块', 40_000],
      ['参数', 5_000],
      ['默认', 9_000],
    ])
    expect(candidateQuery(terms('模块', '参数', '默认'), held)).toEqual({
      terms: ['参数', '默认'],
      match: 'all',
    })
    expect(candidateQuery(terms('模块'), held)).toEqual({ terms: ['模块'], match: 'all' })
  })

  it('finds by the parts of a compound identifier, not the compound, unless there is nothing else', () => {
    const query = candidateQuery(terms('k-weighting', 'k', 'weighting', 'lowshelf.gain', '1.5'), new Map())
    expect(query.terms).toEqual(['k', 'weighting', '1.5'])
    expect(candidateQuery(terms('k-weighting'), new Map()).terms).toEqual(['k-weighting'])
  })

  it('keeps every term while the statistics know none (a small or new collection)', () => {
    expect(candidateQuery(terms('a', 'b', 'c'), new Map())).toEqual({ terms: ['a', 'b', 'c'], match: 'any' })
  })
})
