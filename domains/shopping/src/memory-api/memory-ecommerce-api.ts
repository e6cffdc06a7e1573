import type { ShopProductInput } from '@mindwire/store'
import { searchWords } from '../catalogue/search-words.ts'
import type { Cart, EcommerceApi, Order, Product, ProductSearch, ProductSort } from '../ecommerce-api.ts'
import { MAX_SEARCH_LIMIT } from '../ecommerce-api.ts'
import { checkQuantity, newOrderId, ShopError } from '../shop-error.ts'

// The store's ranking, in memory: title words weigh 1, detail words 0.4 (ts_rank's A and B), and a
// product below 0.7 of the best match comes after the strong ones.
const DETAIL_WEIGHT = 0.4
const STRONG_MATCH_SHARE = 0.7

/**
 * An EcommerceApi held in memory, for one shopper: the terminal chat and hosts that embed the assistant
 * without a database. A host with a real shop implements EcommerceApi over its backend instead.
 */
export function memoryEcommerceApi(
  catalogue: readonly ShopProductInput[],
  pastOrders: readonly Order[] = [],
): EcommerceApi {
  const orders = [...pastOrders]
  const byId = new Map(catalogue.map((product) => [product.id, product]))
  const lines = new Map<string, number>()
  const known = (id: string) => {
    const product = byId.get(id)
    if (!product)
      throw new ShopError('unknown_product', `没有商品 ${id}；请先用 product_search 找到商品 id`, {
        productId: id,
      })
    return product
  }
  const cart = async (): Promise<Cart> => {
    const items = [...lines].map(([id, quantity]) => {
      const p = byId.get(id)!
      return { productId: id, name: p.name, category: p.category, price: p.priceFen / 100, quantity }
    })
    const totalFen = items.reduce((sum, item) => sum + Math.round(item.price * 100) * item.quantity, 0)
    return { items, totalAmount: totalFen / 100 }
  }
  const setLine = (id: string, quantity: number) => {
    const { stock } = known(id)
    if (quantity > stock)
      throw new ShopError('out_of_stock', `库存不足：商品 ${id} 只剩 ${stock} 件`, {
        productId: id,
        stock,
        requested: quantity,
      })
    lines.set(id, quantity)
    return cart()
  }
  return {
    searchProducts: async (search) => searchInMemory(catalogue, search),
    getProduct: async (id) => {
      const product = byId.get(id)
      return product && productOf(product)
    },
    queryOrders: async (query = {}) =>
      orders
        .filter((o) => !query.status || o.status === query.status)
        .filter((o) => !query.since || new Date(o.createTime) >= query.since)
        .filter((o) => !query.until || new Date(o.createTime) < query.until)
        .sort((a, b) => b.createTime.localeCompare(a.createTime))
        .slice(0, query.limit ?? 10),
    getOrderById: async (id) => orders.find((o) => o.id === id),
    getCart: cart,
    addToCart: async (id, quantity) => {
      checkQuantity(quantity)
      return setLine(id, (lines.get(known(id).id) ?? 0) + quantity)
    },
    updateCartItem: async (id, quantity) => {
      checkQuantity(quantity)
      if (!lines.has(known(id).id))
        throw new ShopError('not_in_cart', `购物车里没有商品 ${id}`, { productId: id })
      return setLine(id, quantity)
    },
    removeFromCart: async (id) => {
      if (!lines.has(known(id).id))
        throw new ShopError('not_in_cart', `购物车里没有商品 ${id}`, { productId: id })
      lines.delete(id)
      return cart()
    },
    checkout: async () => {
      const { items, totalAmount } = await cart()
      if (items.length === 0) throw new ShopError('empty_cart', '购物车是空的，没有可下单的商品')
      for (const item of items) {
        const { stock } = known(item.productId)
        if (item.quantity > stock)
          throw new ShopError('out_of_stock', `库存不足：商品 ${item.productId} 只剩 ${stock} 件`, {
            productId: item.productId,
            stock,
            requested: item.quantity,
          })
      }
      const now = new Date()
      const order: Order = {
        id: newOrderId(now),
        status: 'pending_payment',
        totalAmount,
        createTime: now.toISOString(),
        items: items.map(({ productId, name, price, quantity }) => ({ productId, name, price, quantity })),
      }
      orders.push(order)
      lines.clear()
      return order
    },
  }
}

function searchInMemory(catalogue: readonly ShopProductInput[], search: ProductSearch) {
  const words = new Set(
    searchWords(search.query ?? '')
      .split(' ')
      .filter(Boolean),
  )
  const scored = catalogue
    .filter((p) => !search.category || p.category === search.category)
    .filter((p) => search.minPrice === undefined || p.priceFen >= Math.round(search.minPrice * 100))
    .filter((p) => search.maxPrice === undefined || p.priceFen <= Math.round(search.maxPrice * 100))
    .map((p) => ({ p, score: relevance(p, words) }))
    .filter(({ score }) => words.size === 0 || score > 0)
  const best = Math.max(0, ...scored.map(({ score }) => score))
  const key = SORT_KEYS[search.sort ?? 'relevance']
  scored.sort(
    (a, b) =>
      Number(b.score >= STRONG_MATCH_SHARE * best) - Number(a.score >= STRONG_MATCH_SHARE * best) ||
      Number(b.p.stock > 0) - Number(a.p.stock > 0) ||
      key(b.p, b.score) - key(a.p, a.score) ||
      a.p.id.localeCompare(b.p.id),
  )
  const offset = Math.max(0, search.offset ?? 0)
  const limit = Math.min(Math.max(search.limit ?? 10, 1), MAX_SEARCH_LIMIT)
  return { total: scored.length, products: scored.slice(offset, offset + limit).map(({ p }) => productOf(p)) }
}

// Larger first. Ties in rating or relevance go to the better seller, as in the store's ordering.
const SORT_KEYS: Record<ProductSort, (p: ShopProductInput, score: number) => number> = {
  relevance: (p, score) => score * 1e9 + p.sales,
  price_asc: (p) => -p.priceFen,
  price_desc: (p) => p.priceFen,
  sales: (p) => p.sales,
  rating: (p) => p.rating * 1e9 + p.sales,
}

function relevance(product: ShopProductInput, words: ReadonlySet<string>): number {
  const title = new Set(product.titleText.split(' '))
  const detail = new Set(product.detailText.split(' '))
  let score = 0
  for (const word of words) score += title.has(word) ? 1 : detail.has(word) ? DETAIL_WEIGHT : 0
  return score
}

function productOf(p: ShopProductInput): Product {
  return {
    id: p.id,
    name: p.name,
    brand: p.brand,
    category: p.category,
    price: p.priceFen / 100,
    rating: p.rating,
    sales: p.sales,
    stock: p.stock,
  }
}
