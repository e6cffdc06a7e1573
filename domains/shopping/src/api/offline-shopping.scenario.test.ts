import { sse } from '@mindwire/server/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { shopperOf } from '../testing/shop-shopper.ts'
import { type ShopTestServer, startShopServer } from '../testing/shop-test-server.ts'

// The shopping assistant over real HTTP with no model configured: the offline shopping model answers,
// the demo shop lives in the server's store (PGlite), and every price comes from there.
let server: ShopTestServer
beforeAll(async () => {
  server = await startShopServer()
})
afterAll(() => server.close())
const shopper = (userId: string, tenant: 'a' | 'b' = 'a') => shopperOf(server, userId, tenant)

const products = (run: any) =>
  run.toolResults.find((r: { name: string }) => r.name === 'product_search').output.products as Array<{
    id: string
    name: string
    category: string
    price: number
  }>

describe('the shopping assistant without a key (offline model)', () => {
  it('searches: 帮我搜索 iPhone 15 ranks iPhone 15 phones above the ¥59 case made for them', async () => {
    const run = await shopper('ann').say('帮我搜索 iPhone 15')
    const found = products(run)
    expect(found.slice(0, 3).every((p) => p.category === '手机' && p.name.includes('iPhone 15'))).toBe(true)
    expect(found.every((p) => p.category === '手机')).toBe(true)
    expect(run.text).toContain('iPhone 15')
  })

  it('searches with a budget: 两千以内的蓝牙耳机 are earphones at most ¥2000', async () => {
    const found = products(await shopper('ann').say('两千以内的蓝牙耳机'))
    expect(found.length).toBeGreaterThan(0)
    expect(found.every((p) => p.category === '耳机' && p.price <= 2000)).toBe(true)
  })

  it('adds the first result, adds two more, and asks before removing it: declined keeps it, accepted removes it', async () => {
    const bob = shopper('bob')
    const first = products(await bob.say('搜一下挂耳咖啡'))[0]!
    await bob.say('把第一个加入购物车')
    await bob.say('再来两个')
    expect((await bob.cart()).items).toEqual([expect.objectContaining({ productId: first.id, quantity: 3 })])
    const asked = await bob.say('删掉咖啡')
    expect(asked.status).toBe('awaiting_input')
    expect(asked.confirmations).toMatchObject([
      { name: 'cart_manager', ruleIds: ['confirm-remove-from-cart'] },
    ])
    expect((await bob.confirm(asked.confirmations[0].id, false)).text).toContain('保持不变')
    expect((await bob.cart()).items).toHaveLength(1)
    const again = await bob.say('删掉咖啡')
    const removed = await bob.confirm(again.confirmations[0].id, true)
    expect(removed.text).toContain('已从购物车移除')
    expect((await bob.cart()).items).toEqual([])
  })

  it('asks before an add takes the cart above the ¥5,000 budget, and adds once accepted', async () => {
    const cat = shopper('cat')
    await cat.say('搜一下 iPhone 15 Pro Max')
    const asked = await cat.say('把第一个加入购物车')
    expect(asked.confirmations).toMatchObject([{ ruleIds: ['confirm-over-budget'] }])
    expect(asked.confirmations[0].message).toContain('5000')
    expect((await cat.cart()).items).toEqual([])
    await cat.confirm(asked.confirmations[0].id, true)
    expect((await cat.cart()).totalAmount).toBeGreaterThan(5000)
  })

  it('answers 最近的订单到哪了 with the latest order and where its parcel is', async () => {
    const run = await shopper('dan').say('最近的订单到哪了')
    const orders = run.toolResults[0].output.orders
    expect(orders).toHaveLength(1)
    expect(orders[0]).toMatchObject({
      status: 'shipped',
      tracking: { latest: expect.stringContaining('转运中心') },
    })
    expect(run.text).toContain(orders[0].id)
    const waiting = await shopper('dan').say('待发货的订单')
    expect(waiting.toolResults[0].output.orders.map((o: { status: string }) => o.status)).toEqual([
      'pending_shipment',
    ])
  })

  it('keeps tenants apart: the same user id in another tenant has another cart and other orders', async () => {
    const inA = shopper('eve', 'a')
    await inA.say('搜一下充电器')
    await inA.say('把第一个加入购物车')
    const ordersA = (await inA.say('我的订单')).toolResults[0].output.orders.map((o: { id: string }) => o.id)
    const inB = shopper('eve', 'b')
    expect((await inB.say('看看购物车')).toolResults[0].output.items).toEqual([])
    const ordersB = (await inB.say('我的订单')).toolResults[0].output.orders.map((o: { id: string }) => o.id)
    expect(ordersB.length).toBeGreaterThan(0)
    expect(ordersB.filter((id: string) => ordersA.includes(id))).toEqual([])
    const probe = await inB.say(`订单 ${ordersA[0]} 到哪了`)
    expect(probe.toolResults[0]).toMatchObject({
      status: 'error',
      output: { message: `没有订单 ${ordersA[0]}` },
    })
    // Tenant b cannot reach tenant a's session either.
    const foreign = await server.call(
      `/api/ai/sessions/${inA.sessionId}/confirm`,
      { callId: 'x', accepted: true },
      'b',
    )
    expect(foreign.status).toBe(404)
  })

  it('takes no client state: a cart with a price of ¥1 is refused and nothing is stored', async () => {
    const state = { cart: [{ productId: 'p0001', name: 'iPhone 15', price: 1, quantity: 1 }] }
    const refused = await server.call('/api/ai/sessions', { app: 'shopping', state })
    expect([refused.status, refused.json.error.code]).toEqual([400, 'invalid_request'])
  })

  it('streams the turn over SSE: the search call, its result, then the reply', async () => {
    const { status, events } = await sse(`${server.url}/api/ai/chat`, server.keys.a, {
      body: { app: 'shopping', userId: 'fay', message: '三千到五千的手机，按销量排序', stream: true },
    })
    expect(status).toBe(200)
    const types = events.map((e) => e.data.type)
    expect(types).toContain('tool_call')
    const call = events.find((e) => e.data.type === 'tool_call')!.data
    expect(call).toMatchObject({ name: 'product_search' })
    expect(JSON.parse(call.arguments ?? JSON.stringify(call.args))).toMatchObject({
      category: '手机',
      minPrice: 3000,
      maxPrice: 5000,
      sort: 'sales',
    })
    expect(types.at(-1)).toBe('done')
  })
})
