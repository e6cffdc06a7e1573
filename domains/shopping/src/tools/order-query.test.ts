import { describe, expect, it } from 'vitest'
import type { EcommerceApi, Order } from '../ecommerce-api.ts'
import { emptyCartState } from '../memory-api/memory-demo-shop.ts'
import { memoryEcommerceApi } from '../memory-api/memory-ecommerce-api.ts'
import { orderQuery } from './order-query.ts'

// More orders than the tool's scan of the latest ones (100): the oldest is only found by its number.
const orders: Order[] = Array.from({ length: 150 }, (_, i) => ({
  id: `MW${String(i).padStart(6, '0')}`,
  status: 'completed',
  totalAmount: 10 + i,
  createTime: new Date(Date.UTC(2026, 0, 1) + i * 3_600_000).toISOString(),
  items: [{ productId: 'p0001', name: '挂耳咖啡', price: 10 + i, quantity: 1 }],
}))

function lookUp(api: EcommerceApi, orderId: string) {
  const context = { callId: 'c1', signal: new AbortController().signal, state: emptyCartState(api) }
  return orderQuery.execute!(orderQuery.parameters.parse({ orderId }), context)
}

describe('order_query by number', () => {
  it('finds an order however old through getOrderById', async () => {
    const api = memoryEcommerceApi([], orders)
    expect(await lookUp(api, 'MW000000')).toEqual(orders[0])
  })

  it('says which orders exist when the number is not the shopper’s', async () => {
    const api = memoryEcommerceApi([], orders)
    await expect(lookUp(api, 'MW999999')).rejects.toMatchObject({
      message: '没有订单 MW999999',
      data: { knownOrders: ['MW000149', 'MW000148', 'MW000147', 'MW000146', 'MW000145'] },
    })
  })

  it('a host without getOrderById has its latest orders searched instead', async () => {
    const { getOrderById: _, ...withoutLookup } = memoryEcommerceApi([], orders)
    expect(await lookUp(withoutLookup, 'MW000120')).toEqual(orders[120])
    await expect(lookUp(withoutLookup, 'MW000000')).rejects.toMatchObject({ message: '没有订单 MW000000' })
  })
})
