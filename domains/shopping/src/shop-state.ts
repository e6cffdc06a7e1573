import type { Cart, EcommerceApi, Product } from './ecommerce-api.ts'

/**
 * One shopper's view during a run: their shop, their cart as it is now (read at the start of the run,
 * replaced by every cart change) and the prices of products they were shown, which the budget rule reads.
 * Nothing here comes from the client.
 */
export interface ShopState {
  api: EcommerceApi
  cart: Cart
  /** Prices in yuan of products shown to the shopper (the last search page and the cart), by id. */
  prices: Record<string, number>
  /** The last search page's product ids, in order: what "the first one" refers to. */
  lastResults: string[]
}

/** A shopper's state at the start of a run: their cart now, and the current prices of what they were shown. */
export async function loadShopState(
  api: EcommerceApi,
  lastResults: readonly string[] = [],
): Promise<ShopState> {
  const [cart, shown] = await Promise.all([
    api.getCart(),
    Promise.all(lastResults.map((id) => api.getProduct(id))),
  ])
  const state: ShopState = { api, cart, prices: {}, lastResults: [] }
  rememberShown(
    state,
    shown.filter((product): product is Product => product !== undefined),
  )
  setCart(state, cart)
  return state
}

/** Records a search page as what the shopper was last shown. */
export function rememberShown(state: ShopState, products: readonly Product[]): void {
  state.lastResults = products.map((product) => product.id)
  for (const product of products) state.prices[product.id] = product.price
}

/** Replaces the cart after a change, keeping its prices known. */
export function setCart(state: ShopState, cart: Cart): void {
  state.cart = cart
  for (const item of cart.items) state.prices[item.productId] = item.price
}
