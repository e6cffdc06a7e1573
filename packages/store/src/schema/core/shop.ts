import { sql } from 'drizzle-orm'
import { check, foreignKey, index, integer, pgTable, primaryKey, real, text } from 'drizzle-orm/pg-core'
import type { JSONValueLike } from '../../store-types.ts'
import { jsonb, timestamptz, tsvector } from '../columns.ts'

/**
 * Product catalogues (the shopping assistant's shops), each under its own id: a tenant's own catalogue
 * (its tenant id), or one several tenants sell from (the demo shop's). Prices are in fen (integer cents of
 * a yuan) so totals never round. Search text comes pre-segmented by the domain (Chinese split into words):
 * `title_text` names what the product is (brand, model, kind) and ranks above `detail_text` (what it fits,
 * its features), so "iPhone 15" finds the phone before a case made for it.
 */
export const shopProducts = pgTable(
  'shop_products',
  {
    catalogueId: text('catalogue_id').notNull(),
    id: text('id').notNull(),
    name: text('name').notNull(),
    brand: text('brand').notNull(),
    category: text('category').notNull(),
    priceFen: integer('price_fen').notNull(),
    rating: real('rating').notNull(),
    sales: integer('sales').notNull(),
    stock: integer('stock').notNull(),
    titleText: text('title_text').notNull(),
    detailText: text('detail_text').notNull(),
    // 'simple': no stemming or stop words, so pre-segmented Chinese matches as written; A outranks B.
    search: tsvector('search').generatedAlwaysAs(
      sql`setweight(to_tsvector('simple', title_text), 'A') || setweight(to_tsvector('simple', detail_text), 'B')`,
    ),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.catalogueId, t.id] }),
    index('shop_products_search_idx').using('gin', t.search),
    index('shop_products_category_price_idx').on(t.catalogueId, t.category, t.priceFen),
    check('shop_products_stock_check', sql`stock >= 0`),
    check('shop_products_price_check', sql`price_fen >= 0`),
  ],
)

/**
 * A shopper's cart (tenant and user) in one catalogue: one line per product. Prices are never stored
 * here; they are read from the product.
 */
export const shopCartItems = pgTable(
  'shop_cart_items',
  {
    tenantId: text('tenant_id').notNull(),
    userId: text('user_id').notNull(),
    catalogueId: text('catalogue_id').notNull(),
    productId: text('product_id').notNull(),
    quantity: integer('quantity').notNull(),
    addedAt: timestamptz('added_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.userId, t.catalogueId, t.productId] }),
    foreignKey({
      name: 'shop_cart_items_product_fk',
      columns: [t.catalogueId, t.productId],
      foreignColumns: [shopProducts.catalogueId, shopProducts.id],
    }).onDelete('cascade'),
    check('shop_cart_items_quantity_check', sql`quantity > 0`),
  ],
)

/**
 * A shopper's orders. Lines are kept as they were bought (name and price at the time), as a receipt is;
 * `tracking` holds the latest logistics event the shop knows of.
 */
export const shopOrders = pgTable(
  'shop_orders',
  {
    tenantId: text('tenant_id').notNull(),
    id: text('id').notNull(),
    userId: text('user_id').notNull(),
    status: text('status').notNull(),
    totalFen: integer('total_fen').notNull(),
    items: jsonb<JSONValueLike>('items').notNull(),
    tracking: jsonb<JSONValueLike>('tracking'),
    createdAt: timestamptz('created_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('shop_orders_user_created_idx').on(t.tenantId, t.userId, t.createdAt.desc()),
    check(
      'shop_orders_status_check',
      sql`status in ('pending_payment', 'pending_shipment', 'shipped', 'completed', 'cancelled')`,
    ),
  ],
)

/** Shoppers the shop has set up (demo orders given once); a row claimed first decides who seeds them. */
export const shopShoppers = pgTable(
  'shop_shoppers',
  {
    tenantId: text('tenant_id').notNull(),
    userId: text('user_id').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.userId] })],
)
