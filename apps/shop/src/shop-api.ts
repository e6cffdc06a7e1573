import type { Cart, Order, Product } from '@mindwire/shopping/agent'

export type { Cart, Order, Product }

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
