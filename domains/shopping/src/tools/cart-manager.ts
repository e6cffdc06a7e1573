import { defineTool, ToolError } from '@mindwire/agent'
import { z } from 'zod'
import { cartTotal, type ShopState } from '../shop-state.ts'

const parameters = z.object({
  action: z.enum(['list', 'add', 'remove', 'clear']),
  productId: z.string().max(40).optional().describe('add / remove 时必填，来自 product_search 的结果'),
  quantity: z.number().int().min(1).max(99).default(1),
})

export const cartManager = defineTool<typeof parameters, ShopState>({
  name: 'cart_manager',
  description: '管理购物车：查看(list)、加入(add)、移除(remove)、清空(clear)。',
  parameters,
  execute: ({ action, productId, quantity }, { state }) => {
    if (action === 'add') {
      const product = state.catalogue.find((p) => p.id === productId)
      if (!product) throw new ToolError(`没有商品 ${productId}；请先用 product_search 找到商品 id`)
      const line = state.cart.find((item) => item.productId === product.id)
      if (line) line.quantity += quantity
      else state.cart.push({ productId: product.id, name: product.name, price: product.price, quantity })
    } else if (action === 'remove') {
      const index = state.cart.findIndex((item) => item.productId === productId)
      if (index < 0) throw new ToolError(`购物车里没有 ${productId}`)
      state.cart.splice(index, 1)
    } else if (action === 'clear') {
      state.cart.length = 0
    }
    return { items: state.cart, totalAmount: cartTotal(state.cart) }
  },
})
