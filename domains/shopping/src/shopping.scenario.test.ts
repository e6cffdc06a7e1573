import { createEngine } from '@mindwire/agent'
import { collectEvents, ScriptedModel } from '@mindwire/testkit'
import { describe, expect, it } from 'vitest'
import { initialShopState, shoppingDomain } from './index.ts'

function shop(model: ScriptedModel) {
  const state = initialShopState()
  const engine = createEngine({
    model,
    tools: shoppingDomain.tools,
    system: shoppingDomain.system,
    guardrails: shoppingDomain.guardrails,
  })
  return { state, session: engine.session({ state: () => state }) }
}

describe('shopping assistant', () => {
  it('searches, then adds the found product to the cart in the next step', async () => {
    const model = new ScriptedModel([
      { toolCalls: [{ name: 'product_search', args: { query: 'iPhone 15', sortBy: 'price', limit: 2 } }] },
      { toolCalls: [{ name: 'cart_manager', args: { action: 'add', productId: 'p-iphone15' } }] },
      { text: '已把 iPhone 15 加入购物车。' },
    ])
    const { state, session } = shop(model)
    const events = await collectEvents(session.send('帮我搜索 iPhone 15，把便宜的那款加入购物车'))
    const search = events.find((e) => e.type === 'tool_result' && e.name === 'product_search')
    expect(search).toMatchObject({
      output: { count: 2, products: [{ id: 'p-case15' }, { id: 'p-iphone15' }] },
    })
    expect(state.cart).toEqual([
      { productId: 'p-iphone15', name: 'iPhone 15 128GB', price: 5999, quantity: 1 },
    ])
    // The next step's system prompt carries the live cart.
    expect(String(model.calls[2]!.prompt[0]!.content)).toContain('合计 5999 元')
  })

  it('asks before clearing a non-empty cart and reports unknown orders as tool errors', async () => {
    const model = new ScriptedModel([
      {
        toolCalls: [
          { name: 'cart_manager', args: { action: 'clear' }, id: 'clear' },
          { name: 'order_query', args: { orderId: 'SO404' } },
        ],
      },
      { text: '购物车没有清空；订单号 SO404 不存在。' },
    ])
    const { state, session } = shop(model)
    state.cart.push({ productId: 'p-coffee', name: '挂耳咖啡 50 片装', price: 89, quantity: 2 })
    const first = await session.send('清空购物车，再查一下订单 SO404').result
    expect(first.pending).toMatchObject([{ callId: 'clear', ruleIds: ['confirm-clear-cart'] }])
    expect(session.messages.find((m) => m.role === 'tool')).toMatchObject({
      output: { error: 'tool_error', data: { knownOrders: ['SO20261101001', 'SO20261115007'] } },
    })
    await session.confirm('clear', false).result
    expect(state.cart).toHaveLength(1)
  })
})
