import { and, asc, count, desc, eq, gte, inArray, lt } from 'drizzle-orm'
import { clampLimit } from '../clamp-limit.ts'
import type { Database } from '../database.ts'
import { dbNow } from '../now.ts'
import { shopCartItems, shopOrders, shopProducts, shopShoppers } from '../schema/core/shop.ts'
import type {
  CartChange,
  CartChangeResult,
  ShopCartOwner,
  ShopOrderRecord,
  ShopRepository,
} from '../shop-types.ts'
import { lineProduct, ownedBy } from './shop-cart-scope.ts'
import { checkoutCart } from './shop-checkout.ts'
import { productColumns, searchShopProducts } from './shop-product-search.ts'

// Inserting a whole demo catalogue in one statement would pass PostgreSQL's 65,535 parameters.
const INSERT_BATCH = 500
const MAX_ORDERS = 100

/** The shopping domain's catalogue, carts and orders, always scoped by tenant (and shopper). */
export function createShopRepository(db: Database): ShopRepository {
  return {
    async countProducts(catalogueId) {
      const [row] = await db
        .select({ n: count() })
        .from(shopProducts)
        .where(eq(shopProducts.catalogueId, catalogueId))
      return row?.n ?? 0
    },

    async addProducts(catalogueId, products) {
      for (let i = 0; i < products.length; i += INSERT_BATCH) {
        const batch = products.slice(i, i + INSERT_BATCH).map((product) => ({ ...product, catalogueId }))
        await db.insert(shopProducts).values(batch).onConflictDoNothing()
      }
    },

    searchProducts: (catalogueId, query) => searchShopProducts(db, catalogueId, query),

    async getProducts(catalogueId, ids) {
      if (ids.length === 0) return []
      return db
        .select(productColumns)
        .from(shopProducts)
        .where(and(eq(shopProducts.catalogueId, catalogueId), inArray(shopProducts.id, [...ids])))
    },

    async cart(owner) {
      return db
        .select({ product: productColumns, quantity: shopCartItems.quantity })
        .from(shopCartItems)
        .innerJoin(shopProducts, lineProduct)
        .where(ownedBy(owner))
        .orderBy(asc(shopCartItems.addedAt), asc(shopCartItems.productId))
    },

    changeCart: (owner, productId, change) => changeCart(db, owner, productId, change),

    async claimShopper(tenantId, userId) {
      const rows = await db
        .insert(shopShoppers)
        .values({ tenantId, userId })
        .onConflictDoNothing()
        .returning({ userId: shopShoppers.userId })
      return rows.length > 0
    },

    async addOrders(tenantId, orders) {
      if (orders.length === 0) return
      await db
        .insert(shopOrders)
        .values(orders.map((order) => ({ ...order, tenantId })))
        .onConflictDoNothing()
    },

    checkout: (owner, order) => checkoutCart(db, owner, order),

    async orders(tenantId, userId, query) {
      const rows = await db
        .select()
        .from(shopOrders)
        .where(
          and(
            eq(shopOrders.tenantId, tenantId),
            eq(shopOrders.userId, userId),
            query.status ? eq(shopOrders.status, query.status) : undefined,
            query.since ? gte(shopOrders.createdAt, query.since) : undefined,
            query.until ? lt(shopOrders.createdAt, query.until) : undefined,
          ),
        )
        .orderBy(desc(shopOrders.createdAt), desc(shopOrders.id))
        .limit(clampLimit(query.limit, 10, MAX_ORDERS))
      return rows.map(({ tenantId: _, ...order }) => order as ShopOrderRecord)
    },

    async order(tenantId, userId, id) {
      const [row] = await db
        .select()
        .from(shopOrders)
        .where(and(eq(shopOrders.tenantId, tenantId), eq(shopOrders.userId, userId), eq(shopOrders.id, id)))
      if (!row) return undefined
      const { tenantId: _, ...order } = row
      return order as ShopOrderRecord
    },
  }
}

/**
 * One cart line changed under the product row's lock, so two concurrent adds cannot together pass the
 * stock: the product must exist, the line must exist for a set or remove, and the new quantity must fit.
 */
function changeCart(
  db: Database,
  owner: ShopCartOwner,
  productId: string,
  change: CartChange,
): Promise<CartChangeResult> {
  return db.transaction(async (tx) => {
    const [product] = await tx
      .select({ stock: shopProducts.stock })
      .from(shopProducts)
      .where(and(eq(shopProducts.catalogueId, owner.catalogueId), eq(shopProducts.id, productId)))
      .for('update')
    if (!product) return { kind: 'unknown_product' }
    const line = and(ownedBy(owner), eq(shopCartItems.productId, productId))
    const [current] = await tx.select({ quantity: shopCartItems.quantity }).from(shopCartItems).where(line)
    if (!current && !('add' in change)) return { kind: 'not_in_cart' }
    if ('remove' in change) {
      await tx.delete(shopCartItems).where(line)
      return { kind: 'ok' }
    }
    const quantity = 'add' in change ? (current?.quantity ?? 0) + change.add : change.set
    if (quantity > product.stock) return { kind: 'out_of_stock', stock: product.stock, requested: quantity }
    await tx
      .insert(shopCartItems)
      .values({ ...owner, productId, quantity })
      .onConflictDoUpdate({
        target: [
          shopCartItems.tenantId,
          shopCartItems.userId,
          shopCartItems.catalogueId,
          shopCartItems.productId,
        ],
        set: { quantity, updatedAt: dbNow() },
      })
    return { kind: 'ok' }
  })
}
