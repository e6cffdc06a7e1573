import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ShopTestServer, startShopServer } from '../testing/shop-test-server.ts'

// The shop page's routes over real HTTP: the same EcommerceApi as the tools, per tenant and x-user-id.
let server: ShopTestServer
beforeAll(async () => {
  server = await startShopServer()
})
afterAll(() => server.close())

const as = (user: string, tenant: 'a' | 'b' = 'a') => ({
  get: (path: string) => server.call(path, undefined, tenant, { user }),
  send: (method: string, path: string, body?: unknown) => server.call(path, body, tenant, { method, user }),
})

describe('the shop routes', () => {
  it('search products with filters and the requested sort, and read one by id', async () => {
    const ann = as('ann')
    const page = await ann.get(
      `/api/shop/products?query=${encodeURIComponent('蓝牙耳机')}&maxPrice=2000&sort=price_asc&limit=5`,
    )
    expect(page.status).toBe(200)
    const prices = page.json.products.map((p: { price: number }) => p.price)
    expect(prices.every((p: number) => p <= 2000)).toBe(true)
    expect(prices).toEqual([...prices].sort((a, b) => a - b))
    const one = await ann.get(`/api/shop/products/${page.json.products[0].id}`)
    expect(one.json).toEqual(page.json.products[0])
    expect((await ann.get('/api/shop/products/p9999')).status).toBe(404)
  })

  it('answer a price past what the store holds with a 400 naming the field, and a large one in range', async () => {
    const ann = as('ann')
    for (const query of ['maxPrice=99999999999999999999', 'minPrice=2147483648', 'maxPrice=1e309']) {
      const refused = await ann.get(`/api/shop/products?${query}`)
      expect(refused.status).toBe(400)
      expect(refused.json.error.code).toBe('invalid_request')
      expect(refused.json.error.message).toContain(`querystring.${query.split('=')[0]}`)
    }
    // In the query's range but past price_fen's once turned into fen: every product is under it.
    const all = await ann.get('/api/shop/products?maxPrice=2000000000&limit=1')
    expect(all.status).toBe(200)
    expect(all.json.total).toBe((await ann.get('/api/shop/products?limit=1')).json.total)
  })

  it('change the shopper’s cart; refusals answer with the shop’s code and change nothing', async () => {
    const bob = as('bob')
    const [coffee] = (await bob.get('/api/shop/products?query=咖啡&limit=1')).json.products
    const added = await bob.send('POST', '/api/shop/cart/items', { productId: coffee.id, quantity: 2 })
    expect(added.json).toMatchObject({ totalAmount: coffee.price * 2 })
    const tooMany = await bob.send('PATCH', `/api/shop/cart/items/${coffee.id}`, {
      quantity: coffee.stock + 1,
    })
    expect([tooMany.status, tooMany.json.error.details?.code]).toEqual(
      coffee.stock + 1 > 99 ? [400, 'invalid_quantity'] : [409, 'out_of_stock'],
    )
    const unknown = await bob.send('POST', '/api/shop/cart/items', { productId: 'p9999', quantity: 1 })
    expect([unknown.status, unknown.json.error.details.code]).toEqual([404, 'unknown_product'])
    expect((await bob.get('/api/shop/cart')).json.items).toEqual([expect.objectContaining({ quantity: 2 })])
    expect((await bob.send('DELETE', `/api/shop/cart/items/${coffee.id}`)).json.items).toEqual([])
  })

  it('check out the cart into an order at the shop’s prices; an empty cart places nothing', async () => {
    const eve = as('eve')
    const before = (await eve.get('/api/shop/orders')).json.orders.length
    const empty = await eve.send('POST', '/api/shop/orders')
    expect([empty.status, empty.json.error.details.code]).toEqual([409, 'empty_cart'])
    const [coffee] = (await eve.get('/api/shop/products?query=咖啡&limit=1')).json.products
    await eve.send('POST', '/api/shop/cart/items', { productId: coffee.id, quantity: 2 })
    // A price in the body is not read: the order costs what the shop says.
    const placed = await eve.send('POST', '/api/shop/orders', { totalAmount: 0.01 })
    expect(placed.status).toBe(201)
    expect(placed.json).toMatchObject({
      status: 'pending_payment',
      totalAmount: coffee.price * 2,
      items: [{ productId: coffee.id, quantity: 2, price: coffee.price }],
    })
    expect((await eve.get('/api/shop/cart')).json.items).toEqual([])
    const orders = (await eve.get('/api/shop/orders')).json.orders
    expect([orders.length, orders[0].id]).toEqual([before + 1, placed.json.id])
    expect((await eve.get(`/api/shop/products/${coffee.id}`)).json.stock).toBe(coffee.stock - 2)
  })

  it('keep shoppers and tenants apart, and need a user', async () => {
    const [charger] = (await as('cat').get('/api/shop/products?query=充电器&limit=1')).json.products
    await as('cat').send('POST', '/api/shop/cart/items', { productId: charger.id, quantity: 1 })
    expect((await as('dan').get('/api/shop/cart')).json.items).toEqual([])
    expect((await as('cat', 'b').get('/api/shop/cart')).json.items).toEqual([])
    const orders = (await as('cat').get('/api/shop/orders')).json.orders
    const theirs = (await as('cat', 'b').get('/api/shop/orders')).json.orders
    expect(orders.length).toBeGreaterThan(1)
    expect(theirs.filter((o: { id: string }) => orders.some((m: { id: string }) => m.id === o.id))).toEqual(
      [],
    )
    expect(
      (await as('cat').get('/api/shop/orders?status=shipped')).json.orders.every(
        (o: { status: string }) => o.status === 'shipped',
      ),
    ).toBe(true)
    const anonymous = await server.call('/api/shop/cart')
    expect([anonymous.status, anonymous.json.error.code]).toEqual([400, 'invalid_request'])
  })

  it('with a key bound to a user, serve that user’s cart only: x-user-id cannot pick another person', async () => {
    const [charger] = (await as('eve').get('/api/shop/products?query=充电器&limit=1')).json.products
    await as('eve').send('POST', '/api/shop/cart/items', { productId: charger.id, quantity: 1 })
    const tenantId = (await server.store.apiKeys.verify(server.keys.a))!.tenantId
    const { key: finnKey } = await server.store.apiKeys.create(tenantId, 'finn', { userId: 'finn' })
    const cartAs = (headers: Record<string, string>) =>
      fetch(`${server.url}/api/shop/cart`, { headers: { authorization: `Bearer ${finnKey}`, ...headers } })
    const own = await cartAs({})
    expect(own.status).toBe(200)
    expect((await own.json()).items).toEqual([])
    expect((await cartAs({ 'x-user-id': 'finn' })).status).toBe(200)
    const other = await cartAs({ 'x-user-id': 'eve' })
    expect(other.status).toBe(403)
    expect(JSON.stringify(await other.json())).not.toContain(charger.id)
    // A session opened with that key is the bound user's, whatever the body says.
    const session = await fetch(`${server.url}/api/ai/sessions`, {
      method: 'POST',
      headers: { authorization: `Bearer ${finnKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({ app: 'shop', userId: 'eve' }),
    })
    expect(session.status).toBe(403)
  })
})
