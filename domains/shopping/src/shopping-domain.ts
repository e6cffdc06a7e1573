import type { Domain } from '@mindwire/agent'
import { createShoppingOfflineModel } from './offline/offline-model.ts'
import type { ShoppingRuleOptions } from './rules/shopping-rules.ts'
import type { ShopState } from './shop-state.ts'
import { shoppingCore } from './shopping-core.ts'

/** The app ids the shopping domain serves besides its name. */
export const SHOPPING_APPS = ['shop'] as const

/**
 * Seed 004's shopping assistant: product_search, order_query and cart_manager over the shopper's
 * EcommerceApi (in the state), the confirm rules for removals and the budget, and an offline model.
 */
export function createShopping(options: ShoppingRuleOptions = {}): Domain<ShopState> {
  return {
    name: 'shopping',
    description: '电商购物助手：搜索商品、查询订单、管理购物车',
    ...shoppingCore(options),
    offlineModel: createShoppingOfflineModel,
    taskType: 'chat',
  }
}
