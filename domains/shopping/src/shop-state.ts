import type { Cart, EcommerceApi, Product } from './ecommerce-api.ts'

// Enough for a few search pages: a product the shopper saw two searches ago still has a known price.
const MAX_SEEN = 30

/**
 * One shopper's view during a run: their shop, their cart as it is now (read at the start of the run,
 * replaced by every cart change) and the prices of products they were shown, which the budget rule reads.
 * Nothing here comes from the client.
 */
export interface ShopState {
  api: EcommerceApi
  cart: Cart
  /** Prices in yuan of products shown to the shopper (recent search pages and the cart), by id. */
  prices: Record<string, number>
  /** Ids of products recent searches showed, the latest page first (at most 30). */
  seen: string[]
}

/** A shopper's state at the start of a run: their cart now, and the current prices of what they saw. */
export async function loadShopState(api: EcommerceApi, seen: readonly string[] = []): Promise<ShopState> {
  const ids = seen.slice(0, MAX_SEEN)
  const [cart, shown] = await Promise.all([api.getCart(), Promise.all(ids.map((id) => api.getProduct(id)))])
  const state: ShopState = { api, cart, prices: {}, seen: [] }
  rememberShown(
    state,
    shown.filter((product): product is Product => product !== undefined),
  )
  setCart(state, cart)
  return state
}

/** Records a search page as the latest the shopper saw, with its prices. */
export function rememberShown(state: ShopState, products: readonly Product[]): void {
  state.seen = [...new Set([...products.map((product) => product.id), ...state.seen])].slice(0, MAX_SEEN)
  for (const product of products) state.prices[product.id] = product.price
}

/** Replaces the cart after a change, keeping its prices known. */
export function setCart(state: ShopState, cart: Cart): void {
  state.cart = cart
  for (const item of cart.items) state.prices[item.productId] = item.price
}
