import { describe, expect, it } from 'vitest'
import { searchFromClause } from './reading-search.ts'
import { readShopRequest } from './shop-understanding.ts'

const search = (text: string) => {
  const reading = readShopRequest(text, [], undefined)
  return searchFromClause(reading.clauses[0]!, reading.unknown)
}

describe('an English search from its reading', () => {
  it('reads category, budget and sort', () => {
    expect(search('best selling laptops under 6000')).toMatchObject({
      category: '电脑',
      sort: 'sales',
      maxPrice: 6000,
    })
    expect(search('a phone between 2000 and 3000 yuan')).toMatchObject({
      category: '手机',
      minPrice: 2000,
      maxPrice: 3000,
    })
  })

  it('gives a fifth either way around a price said alone', () => {
    expect(search('headphones for about 500 yuan')).toMatchObject({ minPrice: 400, maxPrice: 600 })
  })

  it('does not read a model number as a price', () => {
    const found = search('find iphone 15')
    expect(found.maxPrice).toBeUndefined()
    expect(found.minPrice).toBeUndefined()
    expect(found.query).toBe('iphone 15')
  })

  it('searches words no vocabulary knows when nothing else names the product', () => {
    expect(search('search for bamboo toothbrush')).toMatchObject({ query: 'bamboo toothbrush' })
  })
})
