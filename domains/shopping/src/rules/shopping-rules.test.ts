import { evaluateGuardrails } from '@mindwire/agent'
import { describe, expect, it } from 'vitest'
import { emptyCartState } from '../memory-api/memory-demo-shop.ts'
import { memoryEcommerceApi } from '../memory-api/memory-ecommerce-api.ts'
import type { ShopState } from '../shop-state.ts'
import { shoppingRules } from './shopping-rules.ts'

function state(cart: Array<[string, number, number]>, prices: Record<string, number> = {}): ShopState {
  const shop = emptyCartState(memoryEcommerceApi([]))
  shop.cart = {
    items: cart.map(([productId, price, quantity]) => ({
      productId,
      name: productId,
      category: '手机',
      price,
      quantity,
    })),
    totalAmount: cart.reduce((sum, [, price, quantity]) => sum + price * quantity, 0),
  }
  for (const [id, price] of cart) shop.prices[id] = price
  Object.assign(shop.prices, prices)
  return shop
}

const decide = (args: Record<string, unknown>, shop: ShopState, budget?: number) =>
  evaluateGuardrails(shoppingRules({ budget }), { name: 'cart_manager', args }, shop, {})

describe('shopping rules', () => {
  it('asks before removing a line or clearing the cart; a line not in the cart is the shop’s to refuse', () => {
    const shop = state([['a', 100, 1]])
    expect(decide({ action: 'remove', productId: 'a' }, shop)).toMatchObject({ action: 'confirm' })
    expect(decide({ action: 'remove', productId: 'b' }, shop).action).toBe('allow')
    expect(decide({ action: 'clear' }, shop).action).toBe('confirm')
    expect(decide({ action: 'clear' }, state([])).action).toBe('allow')
  })

  it('asks when an add or an update takes the cart above the budget, not when it stays below or shrinks', () => {
    const shop = state([['a', 3000, 1]], { b: 1500, c: 2500 })
    expect(decide({ action: 'add', productId: 'b' }, shop).action).toBe('allow')
    expect(decide({ action: 'add', productId: 'c' }, shop).matches[0]).toMatchObject({
      ruleId: 'confirm-over-budget',
      message: expect.stringContaining('5500'),
    })
    expect(decide({ action: 'update', productId: 'a', quantity: 2 }, shop).action).toBe('confirm')
    expect(decide({ action: 'update', productId: 'a', quantity: 2 }, shop, 10_000).action).toBe('allow')
    const big = state([['a', 3000, 3]])
    expect(decide({ action: 'update', productId: 'a', quantity: 2 }, big).action).toBe('allow')
    expect(decide({ action: 'add', productId: 'unseen' }, shop).action).toBe('confirm')
  })
})
