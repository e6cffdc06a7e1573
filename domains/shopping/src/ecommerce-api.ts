/**
 * The shop as the shopping assistant sees it (seed 004 §3.2 `EcommerceApi`, §6.2 models). The host app
 * implements it over its own backend, one instance per shopper: who the shopper is (tenant and user) is
 * decided by whoever builds the instance from its own authentication, never by the model or the client.
 * Prices, stock and orders come only from here. Money is in yuan.
 */
export interface EcommerceApi {
  /** Products matching the query and filters, most relevant first, then in the requested order. */
  searchProducts(search: ProductSearch): Promise<ProductPage>
  /** One product; undefined when the shop has no such id. */
  getProduct(id: string): Promise<Product | undefined>
  /** The shopper's orders, newest first. */
  queryOrders(query?: OrderQuery): Promise<Order[]>
  /**
   * One of the shopper's orders by its number, however old; undefined when the shopper has no such order.
   * A host that leaves it out has the assistant look among the shopper's latest orders instead.
   */
  getOrderById?(id: string): Promise<Order | undefined>
  getCart(): Promise<Cart>
  /** Adds to the product's line (creating it). Rejects with ShopError; a rejected change changes nothing. */
  addToCart(productId: string, quantity: number): Promise<Cart>
  /** Sets a line's quantity (1–99). Rejects with ShopError 'not_in_cart' when the line does not exist. */
  updateCartItem(productId: string, quantity: number): Promise<Cart>
  removeFromCart(productId: string): Promise<Cart>
  /**
   * Places an order for the whole cart at the shop's prices (awaiting payment) and empties the cart.
   * Rejects with ShopError 'empty_cart' or 'out_of_stock'; a rejected checkout changes nothing. A host
   * whose orders are placed elsewhere leaves it out, and the shop's page offers no checkout.
   */
  checkout?(): Promise<Order>
}

export type ProductSort = 'relevance' | 'price_asc' | 'price_desc' | 'sales' | 'rating'

export interface ProductSearch {
  /** Words to look for (any language); empty or absent lists the filtered catalogue. */
  query?: string
  category?: string
  minPrice?: number
  maxPrice?: number
  /** Default 'relevance'. */
  sort?: ProductSort
  /** Default 10, at most 50. */
  limit?: number
  offset?: number
}

/** A product (seed 004 §6.2) with its brand and stock. */
export interface Product {
  id: string
  name: string
  brand: string
  category: string
  price: number
  rating: number
  sales: number
  stock: number
}

export interface ProductPage {
  /** How many products matched, beyond this page too. */
  total: number
  products: Product[]
}

export type OrderStatus = 'pending_payment' | 'pending_shipment' | 'shipped' | 'completed' | 'cancelled'

export interface OrderQuery {
  status?: OrderStatus
  /** Orders placed at or after this moment. */
  since?: Date
  /** Orders placed before this moment. */
  until?: Date
  /** Default 10. */
  limit?: number
}

/** An order line as it was bought: the name and price of that day. */
export interface OrderItem {
  productId: string
  name: string
  price: number
  quantity: number
}

/** Where a parcel is, as the carrier last said. */
export interface Tracking {
  carrier: string
  trackingNumber: string
  latest: string
  updatedAt: string
}

/** An order (seed 004 §6.2); `createTime` is ISO 8601. */
export interface Order {
  id: string
  status: OrderStatus
  totalAmount: number
  createTime: string
  items: OrderItem[]
  tracking?: Tracking
}

/** A cart line at the product's current price. */
export interface CartItem {
  productId: string
  name: string
  category: string
  price: number
  quantity: number
}

export interface Cart {
  items: CartItem[]
  totalAmount: number
}

/** Limits every implementation enforces the same way. */
export const MAX_CART_QUANTITY = 99
export const MAX_SEARCH_LIMIT = 50
