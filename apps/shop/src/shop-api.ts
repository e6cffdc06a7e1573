/** A product as the shop's API returns it (seed 004 §6.2 with brand and stock). */
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

export interface Cart {
  items: Array<{ productId: string; name: string; category: string; price: number; quantity: number }>
  totalAmount: number
}

export interface Order {
  id: string
  status: string
  totalAmount: number
  createTime: string
  items: Array<{ name: string; quantity: number }>
  tracking?: { latest: string }
}

/**
 * The shop's own routes (`/api/shop/*`) for what the page shows. The shopper is named by `x-user-id`,
 * the same user the assistant's session carries; the tenant comes from the key.
 */
export function shopApi(options: { endpoint: string; apiKey?: string; userId: string }) {
  const headers = {
    'x-user-id': options.userId,
    ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}),
  }
  async function get<T>(path: string): Promise<T> {
    const response = await fetch(`${options.endpoint}${path}`, { headers })
    if (!response.ok) throw new Error(`${path}: ${response.status}`)
    return (await response.json()) as T
  }
  return {
    search: (query: string) =>
      get<{ total: number; products: Product[] }>(
        `/api/shop/products?${new URLSearchParams({ query, limit: '12' })}`,
      ),
    cart: () => get<Cart>('/api/shop/cart'),
    orders: async () => (await get<{ orders: Order[] }>('/api/shop/orders')).orders,
  }
}

export type ShopApi = ReturnType<typeof shopApi>
