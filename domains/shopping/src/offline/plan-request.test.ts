import { describe, expect, it } from 'vitest'
import { planRequest } from './plan-request.ts'
import type { SearchRequest } from './search-request.ts'
import { shopTurn } from './test-turn.ts'

const turn = shopTurn
const shoes: SearchRequest = { query: '跑鞋', category: '运动', sort: 'relevance', offset: 5 }

describe('planning a request', () => {
  it('pages on from the last search, and starts a refinement again from the first page', () => {
    expect(planRequest(turn('换一批'), shoes)).toEqual([
      { kind: 'call', name: 'product_search', args: { ...shoes, offset: 10 } },
    ])
    const [sorted] = planRequest(turn('按评分排序'), shoes)
    expect(sorted).toEqual({
      kind: 'call',
      name: 'product_search',
      args: { query: '跑鞋', category: '运动', sort: 'rating' },
    })
  })

  it('keeps one search per turn with every filter, and a bare count sets the add before it', () => {
    expect(planRequest(turn('搜一下蓝牙耳机，两千以内，按销量排序'), undefined)).toEqual([
      {
        kind: 'call',
        name: 'product_search',
        args: { query: '蓝牙耳机', category: '耳机', sort: 'sales', maxPrice: 2000 },
      },
    ])
    const shown = [
      {
        id: 'p1',
        name: '挂耳咖啡',
        brand: 'x',
        category: '食品',
        price: 89,
        rating: 4.5,
        sales: 1,
        stock: 9,
      },
    ]
    expect(planRequest(turn('这个加入购物车，要两包', { shown }), undefined)).toEqual([
      { kind: 'call', name: 'cart_manager', args: { action: 'add', productId: 'p1', quantity: 2 } },
    ])
  })

  it('takes less of a line by the count said, and removes it when nothing would be left', () => {
    const cart = {
      items: [{ productId: 'p9', name: '纯牛奶 250ml×16', category: '食品', price: 69, quantity: 3 }],
      totalAmount: 207,
    }
    expect(planRequest(turn('少要两箱', { cart }), undefined)).toEqual([
      { kind: 'call', name: 'cart_manager', args: { action: 'update', productId: 'p9', quantity: 1 } },
    ])
    expect(planRequest(turn('牛奶减三箱', { cart }), undefined)).toEqual([
      { kind: 'call', name: 'cart_manager', args: { action: 'remove', productId: 'p9' } },
    ])
  })
})
