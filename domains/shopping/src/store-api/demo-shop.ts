import type { ShopProductInput, Store } from '@mindwire/store'
import { demoCatalogue } from '../catalogue/demo-catalogue.ts'
import type { EcommerceApi } from '../ecommerce-api.ts'
import { demoOrders } from './demo-orders.ts'
import { type Shopper, storeEcommerceApi } from './store-ecommerce-api.ts'

let catalogue: ShopProductInput[] | undefined
// Tenants whose catalogue this process has seen filled, per store: one count query per tenant, not per run.
const stocked = new WeakMap<Store, Set<string>>()

/** The demo catalogue, segmented once per process (jieba over a few hundred names takes a moment). */
export function demoProducts(): readonly ShopProductInput[] {
  catalogue ??= demoCatalogue()
  return catalogue
}

/**
 * The demo shop for one shopper: the tenant's catalogue seeded on first use, the shopper's past orders
 * given once, then the store's EcommerceApi for them. What `mindwire serve` uses.
 */
export async function openDemoShop(store: Store, shopper: Shopper, now = new Date()): Promise<EcommerceApi> {
  await stockCatalogue(store, shopper.tenantId)
  // Concurrent first requests both try: the claim lets exactly one of them add the orders.
  if (await store.shop.claimShopper(shopper.tenantId, shopper.userId))
    await store.shop.addOrders(shopper.tenantId, demoOrders(shopper, demoProducts(), now))
  return storeEcommerceApi(store, shopper)
}

async function stockCatalogue(store: Store, tenantId: string): Promise<void> {
  const tenants = stocked.get(store) ?? new Set<string>()
  stocked.set(store, tenants)
  if (tenants.has(tenantId)) return
  if ((await store.shop.countProducts(tenantId)) === 0) await store.shop.addProducts(tenantId, demoProducts())
  tenants.add(tenantId)
}
