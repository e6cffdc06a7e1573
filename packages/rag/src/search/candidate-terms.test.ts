import { describe, expect, it } from 'vitest'
import { candidateTerms } from './candidate-terms.ts'

const terms = (...texts: string[]) => texts.map((text) => ({ text, idf: 10 }))

describe('candidateTerms', () => {
  it('leaves out terms held by more than a thousand chunks, keeping rarer and unknown ones', () => {
    const held = new Map([
      ['模块', 40_000],
      ['参数', 5_000],
      ['截止频率', 800],
    ])
    expect(candidateTerms(terms('模块', '截止频率', '参数', 'cutoff', '共振'), held).sort()).toEqual(
      ['cutoff', '共振', '截止频率'].sort(),
    )
  })

  it('keeps the two rarest when every term is common, so a query still finds something', () => {
    const held = new Map([
      ['模块', 40_000],
      ['参数', 5_000],
      ['默认', 9_000],
    ])
    expect(candidateTerms(terms('模块', '参数', '默认'), held)).toEqual(['参数', '默认'])
  })

  it('keeps every term while the statistics know none (a small or new collection)', () => {
    expect(candidateTerms(terms('a', 'b', 'c'), new Map())).toEqual(['a', 'b', 'c'])
  })
})
