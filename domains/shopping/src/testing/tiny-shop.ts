import type { Cart, CartItem, EcommerceApi, Product } from '../ecommerce-api.ts'
import { ShopError } from '../shop-error.ts'

/**
 * A host app's own EcommerceApi, as small as one can be: a product list and a cart in memory. It is
 * what the README's "Embedding the shopping assistant" example writes, tested as written.
 */
export class TinyShop implements EcommerceApi {
  readonly products: Product[]
  readonly #lines = new Map<string, CartItem>()

  constructor(products: Product[]) {
    this.products = products
  }

  async searchProducts({ query = '', maxPrice = Infinity }) {
    const words = query.toLowerCase().split(/\s+/).filter(Boolean)
    const hits = this.products.filter(
      (p) => p.price <= maxPrice && words.every((w) => `${p.name} ${p.category}`.toLowerCase().includes(w)),
    )
    return { total: hits.length, products: hits }
  }
  async getProduct(id: string) {
    return this.products.find((p) => p.id === id)
  }
  async queryOrders() {
    return []
  }
  async getCart(): Promise<Cart> {
    const items = [...this.#lines.values()]
    return { items, totalAmount: items.reduce((sum, i) => sum + i.price * i.quantity, 0) }
  }
  async addToCart(productId: string, quantity: number) {
    const product = await this.getProduct(productId)
    if (!product) throw new ShopError('unknown_product', `no product ${productId}`)
    const line = this.#lines.get(productId)
    const { name, category, price } = product
    this.#lines.set(productId, {
      productId,
      name,
      category,
      price,
      quantity: (line?.quantity ?? 0) + quantity,
    })
    return this.getCart()
  }
  async updateCartItem(productId: string, quantity: number) {
    const line = this.#lines.get(productId)
    if (!line) throw new ShopError('not_in_cart', `${productId} is not in the cart`)
    this.#lines.set(productId, { ...line, quantity })
    return this.getCart()
  }
  async removeFromCart(productId: string) {
    this.#lines.delete(productId)
    return this.getCart()
  }
}
