// Browser-safe entry for apps that embed the shopping assistant with @mindwire/jimi: no server, store or
// search engine in it — the host app's EcommerceApi is the shop.
export type * from './ecommerce-api.ts'
export { createShoppingOfflineModel } from './offline/offline-model.ts'
export { DEFAULT_BUDGET, type ShoppingRuleOptions } from './rules/shopping-rules.ts'
export { ShopError, type ShopErrorCode } from './shop-error.ts'
export type { ShopState } from './shop-state.ts'
export { type ShoppingAgent, shoppingAgent } from './shopping-agent.ts'
