import { describe, expect, it } from 'vitest'
import type { Cart, CartItem, Product } from '../ecommerce-api.ts'
import { gateCartChanges } from './cart-gate.ts'
import type { PlannedStep } from './planned-step.ts'
import type { ShopTurn } from './read-shop-turn.ts'
import { readShopRequest } from './shop-understanding.ts'

const shown = [
  { id: 'p1', name: '雀巢速溶咖啡', price: 39 },
  { id: 'p2', name: '瑞幸挂耳咖啡', price: 59 },
] as Product[]
const items = [{ productId: 'p1', name: '雀巢速溶咖啡', quantity: 1, price: 39 }] as CartItem[]
const turn = (text: string): ShopTurn => ({
  text,
  cart: { items } as Cart,
  shown,
  lastTouched: 'p1',
  lastSearch: undefined,
  calls: [],
  continuing: false,
})
const gate = (t: ShopTurn, steps: PlannedStep[]) =>
  gateCartChanges(t, readShopRequest(t.text, t.shown, t.lastTouched), steps)
const add: PlannedStep = { kind: 'call', name: 'cart_manager', args: { action: 'add', productId: 'p1' } }
const search: PlannedStep = { kind: 'call', name: 'product_search', args: { query: 'frobnitz' } }

describe('the cart coverage gate', () => {
  it('lets a cart change through when every word is accounted for', () => {
    expect(gate(turn('add the cheaper one'), [add])).toEqual([add])
    expect(gate(turn('把第一个加入购物车'), [add])).toEqual([add])
  })

  it('changes nothing and names the words it did not understand', () => {
    const steps = gate(turn('add the cheaper one my grandmother recommended'), [add])
    expect(steps).toEqual([{ kind: 'say', text: expect.stringContaining('grandmother') }])
    const chinese = gate(turn('把第一个加入购物车，顺便写张贺卡'), [add])
    expect(chinese).toEqual([{ kind: 'say', text: expect.stringContaining('贺卡') }])
  })

  it('leaves searches alone: their free words are the query', () => {
    expect(gate(turn('search for frobnitz'), [search])).toEqual([search])
  })
})
