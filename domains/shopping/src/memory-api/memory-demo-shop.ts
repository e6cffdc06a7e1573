import type { EcommerceApi } from '../ecommerce-api.ts'
import type { ShopState } from '../shop-state.ts'
import { demoOrders } from '../store-api/demo-orders.ts'
import { demoProducts } from '../store-api/demo-shop.ts'
import { orderOf } from '../store-api/store-ecommerce-api.ts'
import { memoryEcommerceApi } from './memory-ecommerce-api.ts'

/** The demo shop in memory for one shopper: the same catalogue and orders as the store's demo shop. */
export function memoryDemoShop(userId = 'local', now = new Date()): EcommerceApi {
  return memoryEcommerceApi(
    demoProducts(),
    demoOrders({ tenantId: 'local', userId }, demoProducts(), now).map(orderOf),
  )
}

/** A new shopper's state over an API whose cart starts empty (the in-memory demo shop). */
export function emptyCartState(api: EcommerceApi): ShopState {
  return { api, cart: { items: [], totalAmount: 0 }, prices: {}, seen: [] }
}
