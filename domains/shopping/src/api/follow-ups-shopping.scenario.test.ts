import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { searched, shopperOf } from '../testing/shop-shopper.ts'
import { type ShopTestServer, startShopServer } from '../testing/shop-test-server.ts'

// The offline shopping model over real HTTP on follow-ups and state (issue 41): a question about what was
// shown or about the cart is answered from it and changes nothing; a count and a position said together
// add exactly that; emptying the cart needs the cart or "all" said; English gets English back.
let server: ShopTestServer
beforeAll(async () => {
  server = await startShopServer()
}, 120_000)
afterAll(() => server.close())

describe('follow-ups and questions about state, offline', () => {
  it('answers the price of a shown product from what was shown, adding nothing', async () => {
    const ann = shopperOf(server, 'ann')
    const shown = searched(await ann.say('show me headphones'))
    expect(shown.length).toBeGreaterThan(2)
    const english = await ann.say('how much is the third one')
    expect(english.toolResults).toEqual([])
    expect(english.text).toContain(`¥${shown[2]!.price}`)
    const chinese = await ann.say('第二个多少钱')
    expect(chinese.toolResults).toEqual([])
    expect(chinese.text).toContain(`¥${shown[1]!.price}`)
    expect((await ann.cart()).items).toEqual([])
  })

  it('adds the count of the product at the position said, and replies in English', async () => {
    const ben = shopperOf(server, 'ben')
    const shown = searched(await ben.say('find me some snacks'))
    const added = await ben.say('add two of the second one')
    expect(added.text).toMatch(/^Added to your cart/)
    expect((await ben.cart()).items).toEqual([
      expect.objectContaining({ productId: shown[1]!.id, quantity: 2 }),
    ])
    const more = await ben.say('add 2 more')
    expect(more.toolResults).toMatchObject([{ name: 'cart_manager' }])
    expect((await ben.cart()).items).toEqual([expect.objectContaining({ quantity: 4 })])
  })

  it('answers "is my cart empty?" from the cart, asks on a bare "clear", and empties only when told', async () => {
    const cy = shopperOf(server, 'cy')
    await cy.say('search for chocolate')
    await cy.say('add the first one')
    const asked = await cy.say('is my cart empty?')
    expect(asked.toolResults).toMatchObject([
      { name: 'cart_manager', output: { items: [expect.anything()] } },
    ])
    const bare = await cy.say('clear')
    expect(bare.toolResults).toEqual([])
    expect((await cy.cart()).items).toHaveLength(1)
    const emptied = await cy.say('remove everything from my cart')
    for (const confirmation of emptied.confirmations ?? []) await cy.confirm(confirmation.id, true)
    expect((await cy.cart()).items).toEqual([])
  })

  it('looks up the latest order and says plainly what it cannot do, with no search', async () => {
    const di = shopperOf(server, 'di')
    const latest = await di.say('where is my last order')
    expect(latest.toolResults).toMatchObject([{ name: 'order_query' }])
    for (const said of [
      'how much is delivery to Chengdu',
      'can I swap these sneakers for a bigger size',
      '快递员态度太差了，我要投诉',
    ]) {
      const run = await di.say(said)
      expect(run.toolResults).toEqual([])
      expect(run.text.length).toBeGreaterThan(0)
    }
  })

  it('narrows a list to a brand, adds more of a line with 多, and answers what the cart costs', async () => {
    const eve = shopperOf(server, 'eve')
    await eve.say('看看耳机')
    const huawei = searched(await eve.say('只看华为的'))
    expect(huawei.length).toBeGreaterThan(0)
    for (const product of huawei) expect(product.name).toMatch(/华为.*耳机/)
    await eve.say('第一个加入购物车')
    await eve.say('耳机多要一副')
    expect((await eve.cart()).items).toEqual([
      expect.objectContaining({ productId: huawei[0]!.id, quantity: 2 }),
    ])
    const added = await eve.say('我刚才加了什么')
    expect(added.toolResults).toMatchObject([
      { name: 'cart_manager', output: { items: [expect.anything()] } },
    ])
    const total = await eve.say('我一共要付多少')
    expect(total.toolResults).toMatchObject([
      { name: 'cart_manager', output: { items: [expect.anything()] } },
    ])
    const closing = await eve.say('不买了')
    expect(closing.toolResults).toEqual([])
    expect((await eve.cart()).items).toHaveLength(1)
  })

  it('re-sorts what was shown by the direction said, and swaps a cart line for the second shown', async () => {
    const fay = shopperOf(server, 'fay')
    await fay.say('search for earphones')
    const sorted = searched(await fay.say('sort by price, highest first'))
    expect(sorted.length).toBeGreaterThan(2)
    for (let i = 1; i < sorted.length; i++) expect(sorted[i]!.price).toBeLessThanOrEqual(sorted[i - 1]!.price)
    await fay.say('第一个加入购物车')
    const swapped = await fay.say('那个不要了，换成第二个')
    // Each step is the server's to confirm (a removal, a cart over the budget): in order, remove then add.
    const asked = (swapped.confirmations ?? []).map(
      (c: { arguments: string }) => JSON.parse(c.arguments).action,
    )
    expect(asked).toEqual(['remove', 'add'])
    for (const confirmation of swapped.confirmations ?? []) await fay.confirm(confirmation.id, true)
    expect((await fay.cart()).items).toEqual([
      expect.objectContaining({ productId: sorted[1]!.id, quantity: 1 }),
    ])
  })
})
