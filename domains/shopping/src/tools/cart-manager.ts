import { defineTool, ToolError } from '@mindwire/agent'
import { z } from 'zod'
import type { Cart, Order } from '../ecommerce-api.ts'
import { type ShopState, setCart } from '../shop-state.ts'
import { shopCall } from './shop-tool-error.ts'

const parameters = z.object({
  action: z.enum(['list', 'add', 'update', 'remove', 'clear', 'checkout']),
  productId: z
    .string()
    .max(40)
    .optional()
    .describe('add / update / remove 时必填，来自 product_search 或购物车'),
  quantity: z.number().int().min(1).max(99).optional().describe('add：再加几件（默认 1）；update：改成几件'),
})

type CartArgs = z.infer<typeof parameters>

/**
 * Seed 004's CartManagerTool over the EcommerceApi: list, add, set a quantity, remove, clear. The cart
 * and its prices come back from the shop after every change; a refused change leaves the cart as it was.
 */
export const cartManager = defineTool<typeof parameters, ShopState>({
  name: 'cart_manager',
  description:
    '管理购物车：查看(list)、加入(add)、修改数量(update)、移除(remove)、清空(clear)、按购物车下单(checkout，返回订单)。',
  parameters,
  execute: async (args, { state }) => {
    if (args.action === 'checkout') return placeOrder(state)
    const cart = await shopCall(() => change(args, state))
    setCart(state, cart)
    return cart
  },
})

/**
 * Places the order for the whole cart through the shop's checkout; the cart is read again afterwards
 * (empty once the order is placed). A shop whose orders are placed elsewhere has no checkout to call.
 */
async function placeOrder(state: ShopState): Promise<Order> {
  const { api } = state
  if (!api.checkout) throw new ToolError('这家店不在这里下单（没有结算）')
  const order = await shopCall(() => api.checkout!())
  setCart(state, await shopCall(() => api.getCart()))
  return order
}

function change({ action, productId, quantity }: CartArgs, { api }: ShopState): Promise<Cart> {
  if (action === 'list' || action === 'checkout') return api.getCart()
  if (action === 'clear') return clear(api)
  if (!productId) throw new ToolError(`${action} 需要 productId`)
  if (action === 'add') return api.addToCart(productId, quantity ?? 1)
  if (action === 'update') {
    if (quantity === undefined) throw new ToolError('update 需要 quantity（改成几件）')
    return api.updateCartItem(productId, quantity)
  }
  return api.removeFromCart(productId)
}

/** The EcommerceApi has no "clear": each line of the cart as it is now is removed in turn. */
async function clear(api: ShopState['api']): Promise<Cart> {
  let cart = await api.getCart()
  for (const item of cart.items) cart = await api.removeFromCart(item.productId)
  return cart
}
