import { type FakeLlmServer, startFakeLlmServer } from '@mindwire/testkit'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { type ShopTestServer, startShopServer } from '../testing/shop-test-server.ts'

// The shopping assistant driven by an LLM on the real OpenAI protocol (the fake LLM server): the model
// picks the calls; the shop (the store) answers them, and the rules ask before removals and big spends.
let llm: FakeLlmServer
let server: ShopTestServer
beforeAll(async () => {
  llm = await startFakeLlmServer()
  server = await startShopServer({ llm })
})
afterAll(async () => {
  await server.close()
  await llm.close()
})
beforeEach(() => {
  llm.requests.length = 0
})

const chat = (body: Record<string, unknown>, tenant: 'a' | 'b' = 'a') =>
  server.call('/api/ai/chat', body, tenant)

/** The tool results the LLM was sent in its latest request, parsed. */
function toolResultsSent(): any[] {
  const messages = llm.requests.at(-1)!.body.messages as Array<{ role: string; content: string }>
  return messages.filter((m) => m.role === 'tool').map((m) => JSON.parse(m.content))
}

describe('the shopping assistant with an LLM', () => {
  it('offers the three seed tools and sends the search results, prices from the store, back to the model', async () => {
    llm.enqueue(
      { toolCalls: [{ name: 'product_search', args: { query: 'iPhone 15', limit: 3 } }] },
      { text: '找到了 iPhone 15。' },
    )
    const run = await chat({ app: 'shopping', userId: 'ann', message: '帮我搜索 iPhone 15' })
    expect(run.status).toBe(200)
    const tools = llm.requests[0]!.body.tools.map((t: { function: { name: string } }) => t.function.name)
    expect(tools).toEqual(['product_search', 'order_query', 'cart_manager'])
    const [page] = toolResultsSent()
    expect(page.products).toHaveLength(3)
    expect(
      page.products.every(
        (p: { name: string; category: string }) => p.category === '手机' && p.name.includes('iPhone 15'),
      ),
    ).toBe(true)
    expect(run.json.text).toBe('找到了 iPhone 15。')
  })

  it('adds a found product, then parks its removal until the shopper confirms', async () => {
    llm.enqueue(
      { toolCalls: [{ name: 'product_search', args: { query: '挂耳咖啡', limit: 1 } }] },
      { text: '找到一款挂耳咖啡。' },
    )
    const search = await chat({ app: 'shopping', userId: 'bob', message: '挂耳咖啡' })
    const sessionId = search.json.sessionId
    const coffee = search.json.toolResults[0].output.products[0]
    llm.enqueue(
      { toolCalls: [{ name: 'cart_manager', args: { action: 'add', productId: coffee.id, quantity: 2 } }] },
      { text: '已加入。' },
    )
    const added = await chat({ sessionId, message: '加两包' })
    expect(added.json.toolResults[0].output).toMatchObject({ totalAmount: coffee.price * 2 })
    llm.enqueue({ toolCalls: [{ name: 'cart_manager', args: { action: 'remove', productId: coffee.id } }] })
    const asked = await chat({ sessionId, message: '不要咖啡了' })
    expect(asked.json.confirmations).toMatchObject([{ ruleIds: ['confirm-remove-from-cart'] }])
    llm.enqueue({ text: '已移除。' })
    const confirmed = await server.call(`/api/ai/sessions/${sessionId}/confirm`, {
      callId: asked.json.confirmations[0].id,
      accepted: true,
    })
    expect(confirmed.json.toolResults[0]).toMatchObject({
      status: 'ok',
      output: { items: [], totalAmount: 0 },
    })
  })

  it('asks before a ¥5,000+ add, and refuses unknown products and quantities beyond stock without a change', async () => {
    llm.enqueue(
      { toolCalls: [{ name: 'product_search', args: { query: 'MacBook Pro', limit: 1 } }] },
      { text: '找到了。' },
    )
    const search = await chat({ app: 'shopping', userId: 'cat', message: 'MacBook Pro' })
    const { sessionId } = search.json
    const laptop = search.json.toolResults[0].output.products[0]
    llm.enqueue({
      toolCalls: [
        { name: 'cart_manager', args: { action: 'add', productId: 'p9999' } },
        { name: 'cart_manager', args: { action: 'add', productId: laptop.id, quantity: 99 } },
        { name: 'cart_manager', args: { action: 'add', productId: laptop.id } },
      ],
    })
    const run = await chat({ sessionId, message: '加一台' })
    // The unknown id: the shop has no price for it, so the budget rule asks before anything else happens.
    expect(run.json.confirmations.map((c: { ruleIds: string[] }) => c.ruleIds)).toEqual([
      ['confirm-over-budget'],
      ['confirm-over-budget'],
      ['confirm-over-budget'],
    ])
    llm.enqueue({ text: '处理好了。' })
    const decided = await server.call(`/api/ai/sessions/${sessionId}/confirm`, {
      callId: run.json.confirmations[0].id,
      accepted: true,
    })
    expect(decided.status).toBe(200)
    for (const call of run.json.confirmations.slice(1))
      await server.call(`/api/ai/sessions/${sessionId}/confirm`, { callId: call.id, accepted: true })
    const results = toolResultsSent().slice(-3)
    expect(results[0]).toMatchObject({ error: { error: 'tool_error', data: { code: 'unknown_product' } } })
    expect(results[1]).toMatchObject({ error: { data: { code: 'out_of_stock', requested: 99 } } })
    expect(results[2]).toMatchObject({
      items: [{ productId: laptop.id, quantity: 1 }],
      totalAmount: laptop.price,
    })
  })

  it('knows the price of a product two searches back: adding it within budget asks nothing', async () => {
    llm.enqueue(
      { toolCalls: [{ name: 'product_search', args: { query: '挂耳咖啡', limit: 2 } }] },
      { text: '咖啡。' },
    )
    const first = await chat({ app: 'shopping', userId: 'eve', message: '挂耳咖啡' })
    const coffee = first.json.toolResults[0].output.products[0]
    const { sessionId } = first.json
    llm.enqueue(
      { toolCalls: [{ name: 'product_search', args: { query: '绿茶', limit: 2 } }] },
      { text: '茶。' },
    )
    await chat({ sessionId, message: '绿茶' })
    llm.enqueue(
      { toolCalls: [{ name: 'cart_manager', args: { action: 'add', productId: coffee.id } }] },
      { text: '已加入咖啡。' },
    )
    const added = await chat({ sessionId, message: '还是要刚才的咖啡' })
    expect(added.json.confirmations).toEqual([])
    expect(added.json.toolResults[0]).toMatchObject({ status: 'ok', output: { totalAmount: coffee.price } })
  })

  it('queries the shopper’s own orders; another tenant’s shopper of the same name sees others', async () => {
    llm.enqueue({ toolCalls: [{ name: 'order_query', args: { status: 'shipped' } }] }, { text: '在路上。' })
    const mine = await chat({ app: 'shopping', userId: 'dan', message: '我的快递到哪了' })
    const shipped = mine.json.toolResults[0].output.orders
    expect(shipped.length).toBeGreaterThan(0)
    expect(
      shipped.every((o: { status: string; tracking?: unknown }) => o.status === 'shipped' && o.tracking),
    ).toBe(true)
    llm.enqueue(
      { toolCalls: [{ name: 'order_query', args: { orderId: shipped[0].id } }] },
      { text: '没有这个订单。' },
    )
    const theirs = await chat({ app: 'shopping', userId: 'dan', message: `订单 ${shipped[0].id}` }, 'b')
    expect(theirs.json.toolResults[0]).toMatchObject({ status: 'error' })
  })
})
