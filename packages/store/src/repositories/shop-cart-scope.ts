import { and, eq } from 'drizzle-orm'
import { shopCartItems, shopProducts } from '../schema/core/shop.ts'
import type { ShopCartOwner } from '../shop-types.ts'

/** The lines of one shopper's cart in one catalogue. */
export function ownedBy(owner: ShopCartOwner) {
  return and(
    eq(shopCartItems.tenantId, owner.tenantId),
    eq(shopCartItems.userId, owner.userId),
    eq(shopCartItems.catalogueId, owner.catalogueId),
  )
}

/** A cart line's product, in the line's own catalogue. */
export const lineProduct = and(
  eq(shopProducts.catalogueId, shopCartItems.catalogueId),
  eq(shopProducts.id, shopCartItems.productId),
)
