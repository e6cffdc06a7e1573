import { describe, expect, it } from 'vitest'
import { queryTermsOf, searchTextOf } from './search-text.ts'
import { extractTerms } from './terms.ts'

describe('terms', () => {
  it('segments Chinese with jieba in search mode: compounds come with their parts', () => {
    const words = extractTerms('截止频率').map((t) => t.text)
    expect(words).toEqual(expect.arrayContaining(['截止', '频率', '截止频率']))
  })

  it('lowercases identifiers and adds their parts, with a light plural stem', () => {
    const words = extractTerms('freqModDepth eq-parametric-v2 Oscillators').map((t) => t.text)
    expect(words).toEqual(
      expect.arrayContaining([
        'freqmoddepth',
        'freq',
        'mod',
        'depth',
        'eq-parametric-v2',
        'parametric',
        'v2',
        'oscillator',
      ]),
    )
  })

  it('leaves out stop words and punctuation in both languages', () => {
    const words = extractTerms('What is the 滤波器的截止频率？').map((t) => t.text)
    expect(words).not.toContain('what')
    expect(words).not.toContain('the')
    expect(words).not.toContain('的')
    expect(words.join(' ')).not.toMatch(/[？?]/)
    expect(words).toContain('滤波器')
    // A stop word is left out before a plural stem could turn it into a word ("does" → "doe").
    expect(extractTerms('Does it mix oscillators?').map((t) => t.text)).toEqual(['mix', 'oscillator'])
  })
})

describe('search text', () => {
  it('stores terms separated by spaces, so PostgreSQL sees Chinese words as words', () => {
    expect(searchTextOf('打开空调，温度 22 度')).toBe('打开 空调 温度 22 度')
  })

  it('keeps the informative query terms, rarest first, dropping common words such as 怎么', () => {
    const terms = queryTermsOf('空调怎么调到最低温度？')
    const words = terms.map((t) => t.text)
    expect(words).toContain('空调')
    expect(words).toContain('温度')
    expect(words).not.toContain('怎么')
    expect(terms.map((t) => t.idf)).toEqual([...terms.map((t) => t.idf)].sort((a, b) => b - a))
  })
})
