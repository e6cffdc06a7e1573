import { openStore, type Store } from '@mindwire/store'
import { createTestDatabase, probePostgres } from '@mindwire/store/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { EcommerceApi } from './ecommerce-api.ts'
import { memoryDemoShop } from './memory-api/memory-demo-shop.ts'
import { ShopError } from './shop-error.ts'
import { openDemoShop } from './store-api/demo-shop.ts'

const postgres = await probePostgres()

/** The contract every EcommerceApi keeps, run against the store's (PGlite, PostgreSQL) and the in-memory one. */
function contract(name: string, open: (userId: string) => Promise<EcommerceApi>) {
  describe(`EcommerceApi: ${name}`, () => {
    it('ranks iPhone 15 phones above the cases made for them, and keeps to the price range', async () => {
      const shop = await open('ann')
      const page = await shop.searchProducts({ query: '帮我搜索 iPhone 15', limit: 10 })
      expect(
        page.products.slice(0, 10).every((p) => p.category === '手机' && p.name.includes('iPhone 15')),
      ).toBe(true)
      const cheapest = await shop.searchProducts({ query: 'iPhone 15', sort: 'price_asc', limit: 1 })
      expect(cheapest.products[0]).toMatchObject({ category: '手机', price: 5999 })
      const earphones = await shop.searchProducts({ query: '蓝牙耳机', maxPrice: 2000, limit: 50 })
      expect(earphones.total).toBeGreaterThan(5)
      expect(earphones.products.every((p) => p.price <= 2000)).toBe(true)
      expect(earphones.products[0]?.category).toBe('耳机')
      const phones = await shop.searchProducts({
        category: '手机',
        minPrice: 3000,
        maxPrice: 5000,
        sort: 'sales',
      })
      const sales = phones.products.map((p) => p.sales)
      expect(sales).toEqual([...sales].sort((a, b) => b - a))
    })

    it('changes the cart with the shop’s prices; refusals are typed and change nothing', async () => {
      const shop = await open('bob')
      const [coffee] = (await shop.searchProducts({ query: '挂耳咖啡', limit: 1 })).products
      const scarce = (await shop.searchProducts({ category: '食品', limit: 50 })).products.find(
        (p) => p.stock > 2 && p.stock < 98,
      )!
      expect(await shop.addToCart(coffee!.id, 2)).toMatchObject({ totalAmount: coffee!.price * 2 })
      const refusals: Array<[() => Promise<unknown>, string]> = [
        [() => shop.addToCart('p9999', 1), 'unknown_product'],
        [() => shop.addToCart(coffee!.id, 0), 'invalid_quantity'],
        [() => shop.addToCart(coffee!.id, 1.5), 'invalid_quantity'],
        [() => shop.addToCart(scarce.id, scarce.stock + 1), 'out_of_stock'],
        [() => shop.updateCartItem(scarce.id, 1), 'not_in_cart'],
        [() => shop.removeFromCart('p0001'), 'not_in_cart'],
      ]
      for (const [attempt, code] of refusals) await expect(attempt()).rejects.toMatchObject({ code })
      await expect(shop.addToCart('p9999', 1)).rejects.toBeInstanceOf(ShopError)
      expect((await shop.getCart()).items).toEqual([
        expect.objectContaining({ productId: coffee!.id, quantity: 2 }),
      ])
      await shop.updateCartItem(coffee!.id, 5)
      expect((await shop.removeFromCart(coffee!.id)).items).toEqual([])
    })

    it('checks the cart out into the newest order at the shop’s prices; an empty cart is refused', async () => {
      const shop = await open('dan')
      await expect(shop.checkout!()).rejects.toMatchObject({ code: 'empty_cart' })
      const [coffee] = (await shop.searchProducts({ query: '挂耳咖啡', limit: 1 })).products
      await shop.addToCart(coffee!.id, 3)
      const order = await shop.checkout!()
      expect(order).toMatchObject({
        status: 'pending_payment',
        totalAmount: coffee!.price * 3,
        items: [{ productId: coffee!.id, quantity: 3, price: coffee!.price }],
      })
      expect((await shop.getCart()).items).toEqual([])
      expect((await shop.queryOrders())[0]?.id).toBe(order.id)
    })

    it('lists the shopper’s two or three demo orders newest first, by status and time', async () => {
      const shop = await open('cat')
      const orders = await shop.queryOrders()
      expect(orders.length).toBeGreaterThanOrEqual(2)
      expect(orders[0]).toMatchObject({ status: 'shipped', tracking: { carrier: expect.any(String) } })
      const times = orders.map((o) => o.createTime)
      expect(times).toEqual([...times].sort().reverse())
      expect((await shop.queryOrders({ status: 'pending_shipment' })).map((o) => o.status)).toEqual([
        'pending_shipment',
      ])
      expect(await shop.queryOrders({ since: new Date(Date.now() - 3 * 86_400_000) })).toHaveLength(1)
    })

    it('finds one of the shopper’s orders by its number, never another shopper’s', async () => {
      const shop = await open('eve')
      const oldest = (await shop.queryOrders()).at(-1)!
      expect(await shop.getOrderById!(oldest.id)).toEqual(oldest)
      expect(await shop.getOrderById!('MW-NO-SUCH-ORDER')).toBeUndefined()
      const other = await open('fay')
      expect(await other.getOrderById!(oldest.id)).toBeUndefined()
    })
  })
}

let pglite: Store
beforeAll(async () => {
  pglite = await openStore({ memory: true })
})
afterAll(() => pglite.close())
contract('store on PGlite', (userId) => openDemoShop(pglite, { tenantId: 'shop', userId }))
contract('in memory', async (userId) => memoryDemoShop(userId))

describe.skipIf(!postgres.reachable)('on PostgreSQL', () => {
  let store: Store
  let database: { url: string; drop(): Promise<void> }
  beforeAll(async () => {
    database = await createTestDatabase()
    store = await openStore({ databaseUrl: database.url })
  })
  afterAll(async () => {
    await store.close()
    await database.drop()
  })
  contract('store on PostgreSQL', (userId) => openDemoShop(store, { tenantId: 'shop', userId }))
})
