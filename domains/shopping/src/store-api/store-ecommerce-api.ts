import type { CartChange, ShopCartLine, ShopOrderRecord, ShopProductRecord, Store } from '@mindwire/store'
import { searchWords } from '../catalogue/search-words.ts'
import {
  type Cart,
  type EcommerceApi,
  MAX_SEARCH_LIMIT,
  type Order,
  type OrderItem,
  type Product,
  type Tracking,
} from '../ecommerce-api.ts'
import { checkQuantity, newOrderId, ShopError } from '../shop-error.ts'

/** Who is shopping: the tenant from the API key, the user from the tenant's session. */
export interface Shopper {
  tenantId: string
  userId: string
}

const DEFAULT_LIMIT = 10

/**
 * The reference EcommerceApi over the project's store (PGlite or PostgreSQL): a catalogue (the tenant's
 * own unless another is named) searched with the knowledge base's Chinese segmentation, and this
 * shopper's cart and orders.
 */
export function storeEcommerceApi(
  store: Store,
  shopper: Shopper,
  catalogueId = shopper.tenantId,
): EcommerceApi {
  const { tenantId, userId } = shopper
  const owner = { tenantId, userId, catalogueId }
  const cart = async (): Promise<Cart> => cartOf(await store.shop.cart(owner))
  const change = async (productId: string, how: CartChange): Promise<Cart> => {
    const result = await store.shop.changeCart(owner, productId, how)
    if (result.kind === 'unknown_product')
      throw new ShopError('unknown_product', `没有商品 ${productId}；请先用 product_search 找到商品 id`, {
        productId,
      })
    if (result.kind === 'not_in_cart')
      throw new ShopError('not_in_cart', `购物车里没有商品 ${productId}`, { productId })
    if (result.kind === 'out_of_stock')
      throw new ShopError('out_of_stock', `库存不足：商品 ${productId} 只剩 ${result.stock} 件`, {
        productId,
        stock: result.stock,
        requested: result.requested,
      })
    return cart()
  }
  return {
    async searchProducts(search) {
      const page = await store.shop.searchProducts(catalogueId, {
        terms: searchWords(search.query ?? ''),
        category: search.category || undefined,
        minPriceFen: toFen(search.minPrice),
        maxPriceFen: toFen(search.maxPrice),
        sort: search.sort ?? 'relevance',
        limit: Math.min(Math.max(Math.trunc(search.limit ?? DEFAULT_LIMIT), 1), MAX_SEARCH_LIMIT),
        offset: Math.max(Math.trunc(search.offset ?? 0), 0),
      })
      return { total: page.total, products: page.products.map(productOf) }
    },
    async getProduct(id) {
      const [found] = await store.shop.getProducts(catalogueId, [id])
      return found && productOf(found)
    },
    async queryOrders(query = {}) {
      const rows = await store.shop.orders(tenantId, userId, {
        ...query,
        limit: query.limit ?? DEFAULT_LIMIT,
      })
      return rows.map(orderOf)
    },
    async getOrderById(id) {
      const record = await store.shop.order(tenantId, userId, id)
      return record && orderOf(record)
    },
    getCart: cart,
    // async: a bad quantity is a rejected promise like every other refusal, never a throw.
    async addToCart(productId, quantity) {
      checkQuantity(quantity)
      return change(productId, { add: quantity })
    },
    async updateCartItem(productId, quantity) {
      checkQuantity(quantity)
      return change(productId, { set: quantity })
    },
    removeFromCart: (productId) => change(productId, { remove: true }),
    async checkout() {
      const now = new Date()
      const result = await store.shop.checkout(owner, { id: newOrderId(now), createdAt: now })
      if (result.kind === 'empty_cart') throw new ShopError('empty_cart', '购物车是空的，没有可下单的商品')
      if (result.kind === 'out_of_stock')
        throw new ShopError('out_of_stock', `库存不足：商品 ${result.productId} 只剩 ${result.stock} 件`, {
          productId: result.productId,
          stock: result.stock,
          requested: result.requested,
        })
      return orderOf(result.order)
    },
  }
}

/** Yuan to fen; prices are compared in whole fen so 1999.9 never rounds past a limit. */
function toFen(yuan: number | undefined): number | undefined {
  return yuan === undefined || !Number.isFinite(yuan) ? undefined : Math.round(yuan * 100)
}

const toYuan = (fen: number) => fen / 100

function productOf(record: ShopProductRecord): Product {
  const { priceFen, ...rest } = record
  return {
    id: rest.id,
    name: rest.name,
    brand: rest.brand,
    category: rest.category,
    price: toYuan(priceFen),
    rating: rest.rating,
    sales: rest.sales,
    stock: rest.stock,
  }
}

function cartOf(lines: readonly ShopCartLine[]): Cart {
  const items = lines.map(({ product, quantity }) => ({
    productId: product.id,
    name: product.name,
    category: product.category,
    price: toYuan(product.priceFen),
    quantity,
  }))
  const totalFen = lines.reduce((sum, line) => sum + line.product.priceFen * line.quantity, 0)
  return { items, totalAmount: toYuan(totalFen) }
}

/** An order as the store keeps it, in the API's shape (yuan, ISO time). */
export function orderOf(record: ShopOrderRecord): Order {
  const order: Order = {
    id: record.id,
    status: record.status,
    totalAmount: toYuan(record.totalFen),
    createTime: record.createdAt.toISOString(),
    items: record.items as unknown as OrderItem[],
  }
  if (record.tracking) order.tracking = record.tracking as unknown as Tracking
  return order
}
