import { describe, expect, it } from 'vitest'
import { cartSummary, readCartSummary } from './cart-summary.ts'

describe('the cart in the system prompt', () => {
  it('reads back exactly what it shows, names with spaces and prices with fen included', () => {
    const cart = {
      items: [
        {
          productId: 'p0103',
          name: 'Apple AirPods Pro 2 真无线降噪耳机 黑色',
          category: '耳机',
          price: 1899,
          quantity: 1,
        },
        {
          productId: 'p0244',
          name: '雀巢 1+2 原味 90 条 速溶咖啡',
          category: '食品',
          price: 79.9,
          quantity: 3,
        },
      ],
      totalAmount: 2138.7,
    }
    expect(readCartSummary(`你是购物助手。\n\n${cartSummary(cart)}`)).toEqual(cart)
    expect(readCartSummary(cartSummary({ items: [], totalAmount: 0 }))).toEqual({ items: [], totalAmount: 0 })
    expect(readCartSummary('no cart here')).toBeUndefined()
  })
})
