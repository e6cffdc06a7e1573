import { createShopping } from './shopping-domain.ts'

export { type ShoppingServerOptions, shopperOf, shoppingServerDomain } from './api/shopping-server-domain.ts'
export { demoCatalogue } from './catalogue/demo-catalogue.ts'
export type * from './ecommerce-api.ts'
export { MAX_CART_QUANTITY, MAX_SEARCH_LIMIT } from './ecommerce-api.ts'
export { emptyCartState, memoryDemoShop } from './memory-api/memory-demo-shop.ts'
export { memoryEcommerceApi } from './memory-api/memory-ecommerce-api.ts'
export { createShoppingOfflineModel } from './offline/offline-model.ts'
export { DEFAULT_BUDGET, type ShoppingRuleOptions, shoppingRules } from './rules/shopping-rules.ts'
export { checkQuantity, ShopError, type ShopErrorCode } from './shop-error.ts'
export { loadShopState, type ShopState } from './shop-state.ts'
export { createShopping, SHOPPING_APPS } from './shopping-domain.ts'
export { shoppingOptionsFromEnv } from './shopping-env.ts'
export { DEMO_CATALOGUE, demoProducts, openDemoShop, stockDemoCatalogue } from './store-api/demo-shop.ts'
export { type Shopper, storeEcommerceApi } from './store-api/store-ecommerce-api.ts'

/** The shopping domain with the default budget (¥5,000). */
export const shoppingDomain = createShopping()
