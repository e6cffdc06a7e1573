import { expect, it } from 'vitest'
import type { ShopProductInput } from '../shop-types.ts'
import { describeEachDriver, uid } from '../testing/driver-suite.ts'

const product = (
  id: string,
  priceFen: number,
  title: string,
  detail: string,
  stock = 10,
): ShopProductInput => ({
  id,
  name: `${title} ${detail}`,
  brand: title.split(' ')[0]!,
  category: id.startsWith('case') ? '配件' : '手机',
  priceFen,
  rating: 4.5,
  sales: priceFen,
  stock,
  titleText: title,
  detailText: detail,
})

// Search text arrives segmented (the domain does it); here it is written out by hand.
const CATALOGUE = [
  product('phone-15', 599_900, 'apple iphone 15 手机', '苹果 128 gb'),
  product('phone-15-pro', 799_900, 'apple iphone 15 pro 手机', '苹果 256 gb'),
  product('phone-14', 499_900, 'apple iphone 14 手机', '苹果'),
  product('case-15', 9_900, '倍思 保护壳', 'iphone 15 手机壳', 3),
]

describeEachDriver('shop', (fixture) => {
  it('ranks what a product is above what it fits, then sorts within the strong matches', async () => {
    const catalogue = uid('catalogue')
    await fixture.store.shop.addProducts(catalogue, CATALOGUE)
    await fixture.store.shop.addProducts(catalogue, CATALOGUE) // a second seeding changes nothing
    expect(await fixture.store.shop.countProducts(catalogue)).toBe(4)
    const search = (sort: 'relevance' | 'price_asc') =>
      fixture.store.shop.searchProducts(catalogue, { terms: 'iphone 15', sort, limit: 10, offset: 0 })
    const byRelevance = await search('relevance')
    expect(byRelevance.total).toBe(4)
    expect(byRelevance.products.map((p) => p.id).slice(0, 2)).toEqual(['phone-15-pro', 'phone-15'])
    expect(byRelevance.products.at(-1)?.id).toBe('case-15')
    const cheapest = await search('price_asc')
    // Both iPhone 15s first (cheaper first); the weaker hits after them, in the same order.
    expect(cheapest.products.map((p) => p.id)).toEqual(['phone-15', 'phone-15-pro', 'case-15', 'phone-14'])
    const capped = await fixture.store.shop.searchProducts(catalogue, {
      terms: '',
      maxPriceFen: 500_000,
      sort: 'price_desc',
      limit: 1,
      offset: 1,
    })
    expect([capped.total, capped.products.map((p) => p.id)]).toEqual([2, ['case-15']])
  })

  it('compares a price bound past the integer column as the column’s own limit, never failing', async () => {
    const catalogue = uid('catalogue')
    await fixture.store.shop.addProducts(catalogue, CATALOGUE)
    const search = (bounds: { minPriceFen?: number; maxPriceFen?: number }) =>
      fixture.store.shop.searchProducts(catalogue, {
        terms: '',
        sort: 'price_asc',
        limit: 50,
        offset: 0,
        ...bounds,
      })
    expect((await search({ maxPriceFen: 1e22 })).total).toBe(CATALOGUE.length)
    expect((await search({ minPriceFen: 1e22 })).total).toBe(0)
    expect((await search({ minPriceFen: -1e22 })).total).toBe(CATALOGUE.length)
  })

  it('changes a cart line only when the product exists, the line exists and the stock allows', async () => {
    const [catalogueId, tenant, other] = [uid('catalogue'), uid('tenant'), uid('tenant')]
    await fixture.store.shop.addProducts(catalogueId, CATALOGUE)
    const shop = fixture.store.shop
    const ann = { tenantId: tenant, userId: 'ann', catalogueId }
    expect(await shop.changeCart(ann, 'case-15', { add: 2 })).toEqual({ kind: 'ok' })
    expect(await shop.changeCart(ann, 'case-15', { add: 2 })).toEqual({
      kind: 'out_of_stock',
      stock: 3,
      requested: 4,
    })
    expect(await shop.changeCart(ann, 'nope', { add: 1 })).toEqual({ kind: 'unknown_product' })
    expect(await shop.changeCart(ann, 'phone-15', { set: 1 })).toEqual({ kind: 'not_in_cart' })
    // The same catalogue, another tenant's shopper of the same name: another cart.
    const annElsewhere = { ...ann, tenantId: other }
    expect(await shop.changeCart(annElsewhere, 'case-15', { set: 1 })).toEqual({ kind: 'not_in_cart' })
    expect(await shop.changeCart({ ...ann, catalogueId: uid('catalogue') }, 'case-15', { add: 1 })).toEqual({
      kind: 'unknown_product',
    })
    expect((await shop.cart(ann)).map((l) => [l.product.id, l.quantity])).toEqual([['case-15', 2]])
    expect(await shop.cart(annElsewhere)).toEqual([])
    expect(await shop.cart({ ...ann, userId: 'bob' })).toEqual([])
    expect(await shop.changeCart(ann, 'case-15', { remove: true })).toEqual({ kind: 'ok' })
    expect(await shop.cart(ann)).toEqual([])
  })

  it('lets concurrent adds of two shoppers never pass the stock together', async () => {
    const catalogueId = uid('catalogue')
    await fixture.store.shop.addProducts(catalogueId, CATALOGUE) // case-15 has 3 in stock
    const tenantId = uid('tenant')
    const results = await Promise.all(
      ['ann', 'bob', 'cat', 'dan'].map((userId) =>
        fixture.store.shop.changeCart({ tenantId, userId, catalogueId }, 'case-15', { add: 2 }),
      ),
    )
    // Each cart is checked against the stock on its own: all four fit. The stock guards a line, not the
    // sum of carts (a cart is no reservation), and every change saw a consistent row.
    expect(results.map((r) => r.kind)).toEqual(['ok', 'ok', 'ok', 'ok'])
    const mine = { tenantId, userId: 'ann', catalogueId }
    const again = await Promise.all(
      [1, 1].map(() => fixture.store.shop.changeCart(mine, 'case-15', { add: 1 })),
    )
    // Two concurrent adds to one line queue on the product's lock: 2 + 1 fits, the next 1 would make 4.
    expect(again.map((r) => r.kind).sort()).toEqual(['ok', 'out_of_stock'])
    expect((await fixture.store.shop.cart(mine))[0]?.quantity).toBe(3)
  })

  it('keeps orders per shopper, newest first, filtered by status and time; claims a shopper once', async () => {
    const tenant = uid('tenant')
    expect(await fixture.store.shop.claimShopper(tenant, 'ann')).toBe(true)
    expect(await fixture.store.shop.claimShopper(tenant, 'ann')).toBe(false)
    const order = (id: string, userId: string, status: 'shipped' | 'completed', day: number) => ({
      id,
      userId,
      status,
      totalFen: 100,
      items: [],
      tracking: null,
      createdAt: new Date(Date.UTC(2026, 10, day)),
    })
    await fixture.store.shop.addOrders(tenant, [
      order('o1', 'ann', 'completed', 1),
      order('o2', 'ann', 'shipped', 20),
      order('o3', 'bob', 'shipped', 21),
    ])
    const ids = async (query: Parameters<typeof fixture.store.shop.orders>[2]) =>
      (await fixture.store.shop.orders(tenant, 'ann', query)).map((o) => o.id)
    expect(await ids({ limit: 10 })).toEqual(['o2', 'o1'])
    expect(await ids({ limit: 10, status: 'completed' })).toEqual(['o1'])
    expect(await ids({ limit: 10, since: new Date(Date.UTC(2026, 10, 10)) })).toEqual(['o2'])
    expect(await fixture.store.shop.orders(uid('tenant'), 'ann', { limit: 10 })).toEqual([])
  })

  it('checks out a cart into an order at today’s prices, taking the stock; a short line changes nothing', async () => {
    const catalogueId = uid('catalogue')
    await fixture.store.shop.addProducts(catalogueId, CATALOGUE) // case-15 has 3 in stock
    const shop = fixture.store.shop
    const ann = { tenantId: uid('tenant'), userId: 'ann', catalogueId }
    const bob = { ...ann, userId: 'bob' }
    const at = new Date(Date.UTC(2026, 11, 7))
    expect(await shop.checkout(ann, { id: 'empty', createdAt: at })).toEqual({ kind: 'empty_cart' })
    await shop.changeCart(ann, 'case-15', { add: 2 })
    await shop.changeCart(ann, 'phone-15', { add: 1 })
    await shop.changeCart(bob, 'case-15', { add: 2 })
    const placed = await shop.checkout(ann, { id: 'o-ann', createdAt: at })
    expect(placed.kind === 'ok' && placed.order).toMatchObject({
      id: 'o-ann',
      status: 'pending_payment',
      totalFen: 2 * 9_900 + 599_900,
      items: [
        { productId: 'case-15', price: 99, quantity: 2 },
        { productId: 'phone-15', price: 5999, quantity: 1 },
      ],
    })
    expect(await shop.cart(ann)).toEqual([])
    expect((await shop.orders(ann.tenantId, 'ann', { limit: 10 })).map((o) => o.id)).toEqual(['o-ann'])
    // One case is left: Bob's two no longer fit, and his cart, the stock and the orders stay as they were.
    expect(await shop.checkout(bob, { id: 'o-bob', createdAt: at })).toEqual({
      kind: 'out_of_stock',
      productId: 'case-15',
      stock: 1,
      requested: 2,
    })
    expect((await shop.cart(bob)).map((l) => [l.product.id, l.quantity])).toEqual([['case-15', 2]])
    expect((await shop.getProducts(catalogueId, ['case-15']))[0]?.stock).toBe(1)
    expect(await shop.orders(ann.tenantId, 'bob', { limit: 10 })).toEqual([])
  })
})
