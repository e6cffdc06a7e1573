import { describe, expect, it } from 'vitest'
import { readSearch } from './search-request.ts'

describe('reading a search request', () => {
  it.each([
    ['两千以内的蓝牙耳机', { query: '蓝牙耳机', category: '耳机', maxPrice: 2000, sort: 'relevance' }],
    ['三千到五千的手机', { query: '手机', category: '手机', minPrice: 3000, maxPrice: 5000 }],
    ['3000-5000元的手机', { category: '手机', minPrice: 3000, maxPrice: 5000 }],
    ['预算1.5k的耳机', { category: '耳机', maxPrice: 1500 }],
    ['一万以上的电脑', { category: '电脑', minPrice: 10000 }],
    ['一千左右的平板', { category: '平板', minPrice: 800, maxPrice: 1200 }],
    ['最便宜的扫地机器人', { category: '家电', sort: 'price_asc' }],
    ['按销量排序', { query: '', sort: 'sales' }],
    ['评分最高的笔记本电脑', { category: '电脑', sort: 'rating' }],
    ['给我推荐3款跑鞋', { category: '运动', limit: 3 }],
    ['帮我搜索 iPhone 15', { query: 'iPhone 15', category: '手机' }],
    ['iPhone 15 的手机壳', { category: '配件' }],
    ['运动耳机', { category: '耳机' }],
  ])('%s', (text, expected) => {
    expect(readSearch(text)).toMatchObject(expected)
  })

  it('leaves a model number alone: iPhone 15 is no price', () => {
    expect(readSearch('iPhone 15 以内')).not.toHaveProperty('maxPrice')
  })
})
