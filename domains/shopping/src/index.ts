import type { Domain } from '@mindwire/agent'
import { shoppingSystemPrompt } from './prompts/system-prompt.ts'
import { shoppingRules } from './rules/shopping-rules.ts'
import { initialShopState, type ShopState } from './shop-state.ts'
import { cartManager } from './tools/cart-manager.ts'
import { orderQuery } from './tools/order-query.ts'
import { productSearch } from './tools/product-search.ts'

export type { Product } from './data/catalogue.ts'
export { cartTotal, initialShopState, type ShopState } from './shop-state.ts'

/** Seed 004's shopping assistant: product_search, order_query and cart_manager over the shopper's state. */
export const shoppingDomain: Domain<ShopState> = {
  name: 'shopping',
  description: '电商购物助手：搜索商品、查询订单、管理购物车',
  tools: [productSearch, orderQuery, cartManager],
  system: shoppingSystemPrompt,
  guardrails: shoppingRules,
  initialState: initialShopState,
  taskType: 'chat',
}
