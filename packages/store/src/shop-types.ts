import type { JSONValueLike } from './store-types.ts'

/** A product as the store keeps it; money in fen (1/100 yuan). */
export interface ShopProductRecord {
  id: string
  name: string
  brand: string
  category: string
  priceFen: number
  rating: number
  sales: number
  stock: number
}

/** A product to add to a catalogue, with its pre-segmented search text. */
export interface ShopProductInput extends ShopProductRecord {
  /** What the product is (brand, model, kind), words separated by spaces: ranks first. */
  titleText: string
  /** What it fits and its features, words separated by spaces. */
  detailText: string
}

export type ShopSort = 'relevance' | 'price_asc' | 'price_desc' | 'sales' | 'rating'

/** A catalogue query. `terms`: space-separated words (already segmented); empty means no text filter. */
export interface ShopProductQuery {
  terms: string
  category?: string
  minPriceFen?: number
  maxPriceFen?: number
  sort: ShopSort
  limit: number
  offset: number
}

/** A product a search found, with how well it matched the words (0 without words). */
export interface FoundProduct extends ShopProductRecord {
  relevance: number
}

/** Whose cart: a tenant's user, shopping in one catalogue. */
export interface ShopCartOwner {
  tenantId: string
  userId: string
  catalogueId: string
}

/** A cart line with the product's current name, price and stock. */
export interface ShopCartLine {
  product: ShopProductRecord
  quantity: number
}

/** What a cart change did; every refusal leaves the cart as it was. */
export type CartChangeResult =
  | { kind: 'ok' }
  | { kind: 'unknown_product' }
  | { kind: 'not_in_cart' }
  | { kind: 'out_of_stock'; stock: number; requested: number }

/** How a cart line changes: add to its quantity, set it, or remove the line. */
export type CartChange = { add: number } | { set: number } | { remove: true }

export type ShopOrderStatus = 'pending_payment' | 'pending_shipment' | 'shipped' | 'completed' | 'cancelled'

/** A shopper's order; `items` and `tracking` are the domain's shapes, kept whole. */
export interface ShopOrderRecord {
  id: string
  userId: string
  status: ShopOrderStatus
  totalFen: number
  items: JSONValueLike
  tracking: JSONValueLike | null
  createdAt: Date
}

/** What a checkout did; every refusal leaves the cart, the stock and the orders as they were. */
export type CheckoutResult =
  | { kind: 'ok'; order: ShopOrderRecord }
  | { kind: 'empty_cart' }
  | { kind: 'out_of_stock'; productId: string; stock: number; requested: number }

/** The order a checkout places: its id and moment come from the caller, everything else from the cart. */
export interface NewShopOrder {
  id: string
  createdAt: Date
}

export interface ShopOrderQuery {
  status?: ShopOrderStatus
  since?: Date
  until?: Date
  limit: number
}

/**
 * The shopping domain's tables: catalogues (by catalogue id: a tenant's own, or one several tenants sell
 * from), and each shopper's cart and orders by tenant and user; no cart or order call crosses either.
 */
export interface ShopRepository {
  /** How many products a catalogue holds. */
  countProducts(catalogueId: string): Promise<number>
  /** Adds products; ids the catalogue already has are left as they are. */
  addProducts(catalogueId: string, products: readonly ShopProductInput[]): Promise<void>
  /** Matching products (any word) ranked by relevance, then the sort; with the total that matched. */
  searchProducts(
    catalogueId: string,
    query: ShopProductQuery,
  ): Promise<{ total: number; products: FoundProduct[] }>
  getProducts(catalogueId: string, ids: readonly string[]): Promise<ShopProductRecord[]>
  cart(owner: ShopCartOwner): Promise<ShopCartLine[]>
  /** Changes one cart line in a transaction, checking the product and its stock first. */
  changeCart(owner: ShopCartOwner, productId: string, change: CartChange): Promise<CartChangeResult>
  /** Records a shopper as set up; true only for the call that did (so demo data is seeded once). */
  claimShopper(tenantId: string, userId: string): Promise<boolean>
  addOrders(tenantId: string, orders: readonly ShopOrderRecord[]): Promise<void>
  /**
   * Turns the shopper's cart into an order awaiting payment in one transaction: prices and names as the
   * catalogue has them now, stock taken, the cart emptied.
   */
  checkout(owner: ShopCartOwner, order: NewShopOrder): Promise<CheckoutResult>
  /** The shopper's orders, newest first. */
  orders(tenantId: string, userId: string, query: ShopOrderQuery): Promise<ShopOrderRecord[]>
  /** One of the shopper's orders by its number; undefined for another shopper's or an unknown one. */
  order(tenantId: string, userId: string, id: string): Promise<ShopOrderRecord | undefined>
}
