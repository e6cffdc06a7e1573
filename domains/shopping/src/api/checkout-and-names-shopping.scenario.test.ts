import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { searched, shopperOf } from '../testing/shop-shopper.ts'
import { type ShopTestServer, startShopServer } from '../testing/shop-test-server.ts'

// The offline shopping model over real HTTP on issue 43's two precision findings: a checkout word with a
// full cart leads to the order (asked once with the total), and a name several products carry is asked
// about instead of taking the first result.
let server: ShopTestServer
beforeAll(async () => {
  server = await startShopServer()
})
afterAll(() => server.close())

describe('checking out by asking', () => {
  it('says the cart is empty when there is nothing to order, and calls nothing', async () => {
    const ada = shopperOf(server, 'ada-checkout')
    for (const said of ['下单吧', 'checkout please']) {
      const run = await ada.say(said)
      expect(run.toolResults).toEqual([])
      expect(run.confirmations ?? []).toEqual([])
      expect(run.text).toMatch(/空|empty/)
    }
  })

  it('asks once with the total, places the order when confirmed, and leaves the cart empty', async () => {
    const ben = shopperOf(server, 'ben-checkout')
    searched(await ben.say('搜一下咖啡'))
    await ben.say('第一个加入购物车')
    const before = await ben.cart()
    expect(before.items).toHaveLength(1)
    const asked = await ben.say('好了，帮我下单')
    expect(asked.text).not.toMatch(/要加什么/)
    expect(asked.confirmations).toMatchObject([{ name: 'cart_manager', ruleIds: ['confirm-checkout'] }])
    expect(asked.confirmations[0].message).toContain(String(before.totalAmount))
    expect((await ben.cart()).items).toHaveLength(1)
    const placed = await ben.confirm(asked.confirmations[0].id, true)
    expect(placed.text).toMatch(/已下单/)
    expect(placed.text).toContain(String(before.totalAmount))
    expect((await ben.cart()).items).toEqual([])
  })

  it('keeps the cart when the order is declined', async () => {
    const cal = shopperOf(server, 'cal-checkout')
    await cal.say('搜一下牛奶')
    await cal.say('add the first one')
    const asked = await cal.say('check out')
    expect(asked.confirmations).toMatchObject([{ ruleIds: ['confirm-checkout'] }])
    await cal.confirm(asked.confirmations[0].id, false)
    expect((await cal.cart()).items).toHaveLength(1)
  })
})

describe('a name several products carry', () => {
  it('asks which one, listing them, instead of adding the first result', async () => {
    const dee = shopperOf(server, 'dee-names')
    const shown = searched(await dee.say('搜一下 iPhone 15'))
    const carrying = shown.filter((p) => p.name.toLowerCase().replace(/\s+/g, '').includes('iphone15'))
    expect(carrying.length).toBeGreaterThan(1)
    const asked = await dee.say('再来一个 iPhone 15')
    expect(asked.toolResults).toEqual([])
    for (const p of carrying.slice(0, 5)) expect(asked.text).toContain(p.name)
    expect((await dee.cart()).items).toEqual([])
  })

  it('adds the product a full name says, though a shorter name is in others too', async () => {
    const eve = shopperOf(server, 'eve-names')
    const shown = searched(await eve.say('搜一下 iPhone 15'))
    // Not the first result: the first is what a wrong reading would take.
    const meant = shown.find((p, i) => i > 0 && /iphone\s*15\s+128/i.test(p.name))
    if (!meant) throw new Error(`no plain iPhone 15 after the first: ${shown.map((p) => p.name).join(' | ')}`)
    const asked = await eve.say(`把 ${meant.name} 加入购物车`)
    // A phone is above the default budget: the rule asks first, about this product.
    expect(asked.confirmations).toMatchObject([{ ruleIds: ['confirm-over-budget'] }])
    expect(JSON.parse(asked.confirmations[0].arguments)).toMatchObject({ action: 'add', productId: meant.id })
    await eve.confirm(asked.confirmations[0].id, true)
    expect((await eve.cart()).items).toEqual([expect.objectContaining({ productId: meant.id })])
  })
})
