import type { ShopProductInput, Store } from '@mindwire/store'
import { demoCatalogue } from '../catalogue/demo-catalogue.ts'
import type { EcommerceApi } from '../ecommerce-api.ts'
import { demoOrders } from './demo-orders.ts'
import { type Shopper, storeEcommerceApi } from './store-ecommerce-api.ts'

let catalogue: ShopProductInput[] | undefined
// Stores whose demo catalogue this process has seen filled: one count query per store, not per run.
const stocked = new WeakMap<Store, Promise<void>>()

/** The catalogue every tenant's demo shop sells from. */
export const DEMO_CATALOGUE = 'mindwire-demo'

/** The demo catalogue, segmented once per process (jieba over a few hundred names takes a moment). */
export function demoProducts(): readonly ShopProductInput[] {
  catalogue ??= demoCatalogue()
  return catalogue
}

/** Fills the demo catalogue once; the server does it when it starts, so no request ever writes it. */
export function stockDemoCatalogue(store: Store): Promise<void> {
  let done = stocked.get(store)
  if (!done) {
    done = (async () => {
      if ((await store.shop.countProducts(DEMO_CATALOGUE)) === 0)
        await store.shop.addProducts(DEMO_CATALOGUE, demoProducts())
    })()
    done.catch(() => stocked.delete(store))
    stocked.set(store, done)
  }
  return done
}

/**
 * The demo shop for one shopper: the shared demo catalogue, the shopper's own cart, and their past
 * orders, given the first time they look at their orders (a successful read, so a refused request never
 * writes). What `mindwire serve` uses.
 */
export async function openDemoShop(store: Store, shopper: Shopper, now = new Date()): Promise<EcommerceApi> {
  await stockDemoCatalogue(store)
  const api = storeEcommerceApi(store, shopper, DEMO_CATALOGUE)
  // Concurrent first reads both try: the claim lets exactly one of them add the orders.
  const seedOrders = async () => {
    if (await store.shop.claimShopper(shopper.tenantId, shopper.userId))
      await store.shop.addOrders(shopper.tenantId, demoOrders(shopper, demoProducts(), now))
  }
  return {
    ...api,
    async queryOrders(query) {
      await seedOrders()
      return api.queryOrders(query)
    },
    async getOrderById(id) {
      await seedOrders()
      return api.getOrderById!(id)
    },
  }
}
