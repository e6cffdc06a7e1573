import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { shopperOf } from '../testing/shop-shopper.ts'
import { type ShopTestServer, startShopServer } from '../testing/shop-test-server.ts'

// Questions about the dialogue's own state (issue 41), over real HTTP with the offline model: what the shop
// showed is answered from that page, what was bought from the orders, and neither is searched or added,
// whatever verbs the question holds ("how many did you show me" is no request to show). Small talk is never
// searched.
let server: ShopTestServer
beforeAll(async () => {
  server = await startShopServer()
}, 120_000)
afterAll(() => server.close())

type Found = { id: string; name: string; brand: string; price: number; rating: number }
const searched = (run: { toolResults: Array<{ name: string; output: unknown }> }) =>
  (run.toolResults.find((r) => r.name === 'product_search')?.output as { products: Found[] } | undefined)
    ?.products ?? []
// The calls a turn made, with their arguments read back.
const called = (run: { toolCalls: Array<{ name: string; arguments: string }> }) =>
  run.toolCalls.map((call) => ({ name: call.name, args: JSON.parse(call.arguments) as unknown }))

describe('questions about what was shown, bought or carted, offline', () => {
  it('counts and lists the page it showed, in English and Chinese, searching nothing', async () => {
    const fay = shopperOf(server, 'fay')
    const shown = searched(await fay.say('search for earphones'))
    expect(shown.length).toBeGreaterThan(2)
    const english = await fay.say('how many results did you show me')
    expect(english.toolResults).toEqual([])
    expect(english.text).toContain(`I showed you ${shown.length}`)
    for (const product of shown) expect(english.text).toContain(product.name)
    const chinese = await fay.say('你找到的那些都多少钱')
    expect(chinese.toolResults).toEqual([])
    expect(chinese.text).toContain(`刚才给你看了 ${shown.length} 个`)
    for (const product of shown) expect(chinese.text).toContain(`¥${product.price}`)
  })

  it('names the cheapest and the best rated it found from the page, and adds only when asked', async () => {
    const gus = shopperOf(server, 'gus')
    const shown = searched(await gus.say('show me running shoes'))
    const cheapest = [...shown].sort((a, b) => a.price - b.price)[0]!
    const asked = await gus.say('what was the cheapest one you found')
    expect(asked.toolResults).toEqual([])
    expect(asked.text).toContain(cheapest.name)
    const best = Math.max(...shown.map((p) => p.rating))
    const rated = await gus.say('上面这些哪个评分最高')
    expect(rated.toolResults).toEqual([])
    for (const product of shown.filter((p) => p.rating === best)) expect(rated.text).toContain(product.name)
    expect((await gus.cart()).items).toEqual([])
    // The same words in a request are only a pointer: the product is added.
    await gus.say('add the cheapest one you found')
    expect((await gus.cart()).items).toEqual([expect.objectContaining({ productId: cheapest.id })])
  })

  it('answers which shown products carry a brand or fit a price from the page', async () => {
    const hal = shopperOf(server, 'hal')
    const shown = searched(await hal.say('搜一下耳机'))
    const brand = shown[0]!.brand
    const branded = await hal.say(`搜到的结果里有${brand}的吗`)
    expect(branded.toolResults).toEqual([])
    for (const product of shown.filter((p) => p.brand === brand)) expect(branded.text).toContain(product.name)
    const bound = Math.min(...shown.map((p) => p.price))
    const priced = await hal.say(`were any of those under ${bound}`)
    expect(priced.toolResults).toEqual([])
    const fitting = shown.filter((p) => p.price <= bound)
    expect(priced.text).toContain(`${fitting.length} of the ${shown.length}`)
  })

  it('reads a pointer said before its question as the question’s topic, never adding it', async () => {
    const ida = shopperOf(server, 'ida')
    const shown = searched(await ida.say('search for coffee'))
    const run = await ida.say('the second one you showed, how much was it')
    expect(run.toolResults).toEqual([])
    expect(run.text).toContain(`¥${shown[1]!.price}`)
    expect((await ida.cart()).items).toEqual([])
  })

  it('names the extreme asked about from the page, and reads what was added from the cart', async () => {
    const lea = shopperOf(server, 'lea')
    const shown = searched(await lea.say('看看咖啡'))
    const cheapest = [...shown].sort((a, b) => a.price - b.price)[0]!
    const named = await lea.say('刚刚那个最便宜的叫什么名字')
    expect(named.toolResults).toEqual([])
    expect(named.text).toContain(cheapest.name)
    await lea.say('第一个加入购物车')
    const added = await lea.say('我加的那个咖啡多少钱')
    expect(called(added)).toEqual([{ name: 'cart_manager', args: { action: 'list' } }])
    expect((await lea.cart()).items).toEqual([
      expect.objectContaining({ productId: shown[0]!.id, quantity: 1 }),
    ])
    // The same words in a request point at the line just added.
    await lea.say('第二个加入购物车')
    const removed = await lea.say('把刚加的那个删了')
    for (const confirmation of removed.confirmations ?? []) await lea.confirm(confirmation.id, true)
    expect((await lea.cart()).items).toEqual([expect.objectContaining({ productId: shown[0]!.id })])
  })

  it('reads a yes/no question about a carted line from the cart, never searching its particles', async () => {
    const ned = shopperOf(server, 'ned')
    await ned.say('看看咖啡')
    await ned.say('第一个加入购物车')
    // 还在不在 asks by its form (A-not-A); its 还 is no product name to search.
    for (const said of ['我放进去的那个咖啡还在不在', '刚才加进去的咖啡还在吗'])
      expect(called(await ned.say(said))).toEqual([{ name: 'cart_manager', args: { action: 'list' } }])
    expect(called(await ned.say('上个礼拜买的东西发货了没'))).toMatchObject([
      { name: 'order_query', args: { sinceDays: 7 } },
    ])
    expect(called(await ned.say('did I ever order coffee from you'))).toMatchObject([{ name: 'order_query' }])
  })

  it('reads when an order of my own arrives from the orders, the shop’s shipping times staying a plain answer', async () => {
    const max = shopperOf(server, 'max')
    const mine = await max.say('我买的耳机什么时候能到')
    expect(called(mine)).toMatchObject([{ name: 'order_query' }])
    const general = await max.say('你们多久能到')
    expect(general.toolCalls).toEqual([])
    expect(general.text.length).toBeGreaterThan(0)
  })

  it('answers what was bought from the orders, with the period said', async () => {
    const jo = shopperOf(server, 'jo')
    const chinese = await jo.say('上周买的那个多少钱')
    expect(called(chinese)).toMatchObject([{ name: 'order_query', args: { sinceDays: 7 } }])
    const english = await jo.say('how much did I pay for the thing I bought last week')
    expect(called(english)).toMatchObject([{ name: 'order_query', args: { sinceDays: 7 } }])
  })

  it('answers the cart total from the cart and never searches small talk', async () => {
    const kit = shopperOf(server, 'kit')
    await kit.say('看看咖啡')
    await kit.say('第一个加入购物车')
    const total = await kit.say('车里的东西加起来多少钱')
    expect(called(total)).toEqual([{ name: 'cart_manager', args: { action: 'list' } }])
    for (const said of ['我挑了哪些东西', '我现在买这些要花多少', 'what am I buying so far'])
      expect(called(await kit.say(said))).toEqual([{ name: 'cart_manager', args: { action: 'list' } }])
    for (const said of ['我就随便看看', 'haha nice', '你叫什么名字', "I'm bored", 'what time is it']) {
      const run = await kit.say(said)
      expect(run.toolResults).toEqual([])
      expect(run.text.length).toBeGreaterThan(0)
    }
  })
})
