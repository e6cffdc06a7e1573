import type { Domain } from '@mindwire/agent'
import type { ServerContext, ServerDomain, StateHolder } from '@mindwire/server'
import type { SessionRecord } from '@mindwire/store'
import type { EcommerceApi } from '../ecommerce-api.ts'
import { loadShopState, type ShopState } from '../shop-state.ts'
import { SHOPPING_APPS } from '../shopping-domain.ts'
import { openDemoShop, stockDemoCatalogue } from '../store-api/demo-shop.ts'
import type { Shopper } from '../store-api/store-ecommerce-api.ts'
import { shopRoutes } from './shop-routes.ts'

export interface ShoppingServerOptions {
  /** The shop for one shopper. Default: the demo shop over the server's store. */
  openShop?: (shopper: Shopper, context: ServerContext) => Promise<EcommerceApi>
}

/**
 * The shopping assistant as the server hosts it. The shopper is the session's tenant (from the API key)
 * and user (from the tenant's session); a session without a user is a shopper of its own. The client
 * sends no state: the cart, prices and orders are the shop's. /api/shop/* serves the page beside the
 * assistant from the same shop.
 */
export function shoppingServerDomain(
  shopping: Domain<ShopState>,
  options: ShoppingServerOptions = {},
): ServerDomain<ShopState> {
  const openShop = options.openShop ?? ((shopper, context) => openDemoShop(context.store, shopper))
  return {
    domain: shopping,
    apps: SHOPPING_APPS,
    state: async (session, context) =>
      shopStateHolder(context, session, await openShop(shopperOf(session), context)),
    routes: async (app, context) => {
      // Stocked at start-up: a request, even a refused one, then never writes the catalogue.
      if (!options.openShop) await stockDemoCatalogue(context.store)
      shopRoutes(app, context, openShop)
    },
  }
}

/** Whose cart a session touches. */
export function shopperOf(session: SessionRecord): Shopper {
  return { tenantId: session.tenantId, userId: session.userId ?? `session:${session.id}` }
}

/**
 * The run's shop state. What the session keeps is only the ids of products recent searches showed, so the
 * budget rule knows their prices next turn too; the prices themselves are read again each run.
 */
async function shopStateHolder(
  context: ServerContext,
  session: SessionRecord,
  api: EcommerceApi,
): Promise<StateHolder<ShopState>> {
  const before = seenOf(session.state)
  const state = await loadShopState(api, before)
  return {
    source: () => state,
    async afterRun() {
      if (state.seen.join() !== before.join())
        await context.store.sessions.update(session.tenantId, session.id, { state: { seen: state.seen } })
    },
  }
}

function seenOf(saved: unknown): string[] {
  const ids = (saved as { seen?: unknown } | null)?.seen
  return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : []
}
