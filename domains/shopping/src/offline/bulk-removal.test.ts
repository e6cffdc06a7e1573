import { describe, expect, it } from 'vitest'
import type { CartItem } from '../ecommerce-api.ts'
import { bulkRemoval } from './bulk-removal.ts'
import { readShopRequest } from './shop-understanding.ts'

const line = (productId: string, name: string, category: string): CartItem =>
  ({ productId, name, category, price: 10, quantity: 1 }) as CartItem
const cart = [
  line('a', '雀巢速溶咖啡', '食品'),
  line('b', '瑞幸挂耳咖啡', '食品'),
  line('c', '索尼降噪耳机', '耳机'),
]
const plan = (text: string, items = cart) =>
  bulkRemoval(readShopRequest(text, [], undefined).clauses[0]!, items, false)

describe('removing more than one cart line', () => {
  it('is no bulk removal without "all" or "empty"', () => {
    expect(plan('删掉咖啡')).toBeUndefined()
    expect(plan('remove the headphones')).toBeUndefined()
  })

  it('empties the cart when told to, in either language', () => {
    expect(plan('清空购物车')).toEqual([{ kind: 'call', name: 'cart_manager', args: { action: 'clear' } }])
    expect(plan('remove everything from my cart')).toEqual([
      { kind: 'call', name: 'cart_manager', args: { action: 'clear' } },
    ])
  })

  it('removes every line named, and only those, when "all" is said', () => {
    const removed = plan('把耳机全部删掉')?.map((step) =>
      step.kind === 'call' ? step.args.productId : step.kind,
    )
    expect(removed).toEqual(['c'])
  })

  it('keeps what "except" names', () => {
    const removed = plan('除了耳机都删掉')?.map((step) =>
      step.kind === 'call' ? step.args.productId : step.kind,
    )
    expect(removed).toEqual(['a', 'b'])
  })

  it('asks which lines stay when "the rest" has nothing to keep', () => {
    expect(plan('remove the rest')).toMatchObject([{ kind: 'say' }])
  })
})
