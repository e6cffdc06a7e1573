import { and, asc, eq, sql } from 'drizzle-orm'
import type { Database } from '../database.ts'
import { shopCartItems, shopOrders, shopProducts } from '../schema/core/shop.ts'
import type { CheckoutResult, NewShopOrder, ShopCartOwner, ShopOrderRecord } from '../shop-types.ts'
import { lineProduct, ownedBy } from './shop-cart-scope.ts'

/**
 * The cart becomes an order in one transaction, under the product rows' locks (taken in id order, so two
 * checkouts cannot deadlock): every line must still be in stock, the order keeps each line's name and price
 * as the catalogue has them now, the stock goes down and the cart is emptied. A refusal changes nothing.
 */
export function checkoutCart(
  db: Database,
  owner: ShopCartOwner,
  order: NewShopOrder,
): Promise<CheckoutResult> {
  return db.transaction(async (tx) => {
    const lines = await tx
      .select({
        productId: shopProducts.id,
        name: shopProducts.name,
        priceFen: shopProducts.priceFen,
        stock: shopProducts.stock,
        quantity: shopCartItems.quantity,
      })
      .from(shopCartItems)
      .innerJoin(shopProducts, lineProduct)
      .where(ownedBy(owner))
      .orderBy(asc(shopProducts.id))
      .for('update', { of: shopProducts })
    if (lines.length === 0) return { kind: 'empty_cart' }
    const short = lines.find((line) => line.quantity > line.stock)
    if (short)
      return {
        kind: 'out_of_stock',
        productId: short.productId,
        stock: short.stock,
        requested: short.quantity,
      }
    for (const line of lines)
      await tx
        .update(shopProducts)
        .set({ stock: sql`${shopProducts.stock} - ${line.quantity}` })
        .where(and(eq(shopProducts.catalogueId, owner.catalogueId), eq(shopProducts.id, line.productId)))
    await tx.delete(shopCartItems).where(ownedBy(owner))
    const placed: ShopOrderRecord = {
      id: order.id,
      userId: owner.userId,
      status: 'pending_payment',
      totalFen: lines.reduce((sum, line) => sum + line.priceFen * line.quantity, 0),
      items: lines.map(({ productId, name, priceFen, quantity }) => ({
        productId,
        name,
        price: priceFen / 100,
        quantity,
      })),
      tracking: null,
      createdAt: order.createdAt,
    }
    await tx.insert(shopOrders).values({ ...placed, tenantId: owner.tenantId })
    return { kind: 'ok', order: placed }
  })
}
