import { createJimi, type WireMessage } from '@mindwire/jimi'
import { describe, expect, it } from 'vitest'
import type { Product } from './ecommerce-api.ts'
import { createShoppingOfflineModel } from './offline/offline-model.ts'
import { shoppingAgent } from './shopping-agent.ts'
import { TinyShop } from './testing/tiny-shop.ts'

const product = (id: string, name: string, category: string, price: number): Product => ({
  id,
  name,
  brand: name.split(' ')[0]!,
  category,
  price,
  rating: 4.7,
  sales: 1000,
  stock: 20,
})

const PRODUCTS = [
  product('p-case', 'iPhone 15 硅胶保护壳', '配件', 99),
  product('p-15', 'iPhone 15 128GB', '手机', 5999),
  product('p-buds', 'AirPods Pro 2', '耳机', 1899),
]

/** Runs one turn and returns its Wire messages. */
async function say(engine: ReturnType<ReturnType<typeof createJimi>['createEngine']>, text: string) {
  const messages: WireMessage[] = []
  const listen = (message: WireMessage) => messages.push(message)
  engine.addWireListener(listen)
  await new Promise<void>(
    (resolve, reject) => void engine.run(text, { onComplete: () => resolve(), onError: reject }),
  )
  engine.removeWireListener(listen)
  return messages
}

describe('embedding the shopping assistant over the host app’s own EcommerceApi', () => {
  it('searches the host’s shop, adds to its cart, and asks before spending over the budget', async () => {
    const shop = new TinyShop(PRODUCTS)
    const jimi = createJimi({ model: createShoppingOfflineModel() })
    const engine = jimi.createEngine(shoppingAgent(shop, { budget: 5000 }))

    const searched = await say(engine, '帮我搜索 iPhone 15')
    const call = searched.find((m) => m.type === 'ToolCall')
    expect(call).toMatchObject({ toolCall: { function: { name: 'product_search' } } })
    const result = searched.find((m) => m.type === 'ToolResult')
    expect(result?.type === 'ToolResult' && result.result.success).toBe(true)
    expect(result?.type === 'ToolResult' && result.result.content).toContain('p-15')

    // The phone costs more than the budget: the person is asked; nothing is in the cart before the yes.
    const asked = await say(engine, '把 iPhone 15 128GB 加入购物车')
    const confirm = asked.find((m) => m.type === 'ConfirmRequired')
    if (confirm?.type !== 'ConfirmRequired') throw new Error('the add over the budget did not ask first')
    expect(confirm.toolCall.function.name).toBe('cart_manager')
    expect((await shop.getCart()).items).toEqual([])
    await new Promise<void>(
      (resolve, reject) =>
        void engine.confirm(confirm.toolCall.id, true, {
          onComplete: () => resolve(),
          onError: reject,
        }),
    )
    expect((await shop.getCart()).items).toMatchObject([{ productId: 'p-15', quantity: 1, price: 5999 }])
    await jimi.shutdown()
  })
})
